/**
 * Calendars over HTTP (decision 065): an audit's .ics download from its page,
 * and an examiner's private feed created on the audits screen, read by a
 * calendar app without a session, parsed with ical.js; revoked, it is 404.
 */
import { describe, expect, it } from "vitest";
import { getEnv } from "~/lib/env.server";
import { auditEventUid } from "~/modules/audits/audit-invite.server";
import { parseCalendar } from "../helpers/ics";
import { appRequest, routeData } from "../helpers/http";
import { createTestUser } from "../helpers/users";
import { makeApplication, makeAudit } from "./route-matrix/fixtures";

describe("calendars", () => {
  it("downloads an audit's .ics from its page, and serves an examiner's feed until it is revoked", async () => {
    const applicant = await createTestUser("applicant");
    const examiner = await createTestUser("examiner", { name: "Hugo Http" });
    const applicationId = await makeApplication(applicant.userId, {
      status: "inspection-scheduled",
      paymentStatus: "audit-fee-paid",
    });
    const auditId = await makeAudit(applicationId, examiner.userId, { daysAhead: 33 });

    const page = await appRequest(`/dashboard/audits/${auditId}`, { cookie: applicant.cookie });
    expect(await page.text()).toContain(`href="/dashboard/audits/${auditId}/calendar.ics"`);
    const download = await appRequest(`/dashboard/audits/${auditId}/calendar.ics`, {
      cookie: applicant.cookie,
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe(
      "text/calendar; charset=utf-8; method=PUBLISH",
    );
    expect(download.headers.get("content-disposition")).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.ics"$/,
    );
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    const single = parseCalendar(await download.text());
    expect(single.events.map((e) => [e.uid, e.organizer])).toEqual([
      [auditEventUid(auditId), `mailto:${getEnv().SUPPORT_EMAIL}`],
    ]);

    // The examiner's audits screen offers the subscription; creating it shows the address once.
    const screen = await appRequest("/dashboard/audits", { cookie: examiner.cookie });
    expect(await screen.text()).toContain("Calendar subscription");
    const created = await routeData("/dashboard/audits", {
      cookie: examiner.cookie,
      form: { intent: "create-calendar-feed" },
    });
    const { feedUrl } = created.data as { feedUrl: string };
    const path = new URL(feedUrl).pathname;
    expect(path).toMatch(/^\/calendar\/[\w-]{43}\.ics$/);
    const again = await appRequest("/dashboard/audits", { cookie: examiner.cookie });
    const html = await again.text();
    expect(html).toContain("Your calendar subscription address was created on");
    expect(html).not.toContain(path); // only the hash is kept: the address is not shown again

    const feed = await appRequest(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("cache-control")).toBe("private, no-cache");
    expect(feed.headers.get("x-robots-tag")).toBe("noindex");
    const parsed = parseCalendar(await feed.text());
    expect(parsed.events.map((e) => e.uid)).toEqual([auditEventUid(auditId)]);

    const revoked = await appRequest("/dashboard/audits", {
      cookie: examiner.cookie,
      form: { intent: "revoke-calendar-feed" },
    });
    expect(revoked.status).toBe(303);
    expect(revoked.headers.get("location")).toBe("/dashboard/audits?notice=feed-revoked");
    expect((await appRequest(path)).status).toBe(404);
  });
});
