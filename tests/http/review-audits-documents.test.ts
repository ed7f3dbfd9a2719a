/**
 * Issue 12, through the whole app: the review panel's approve and reject ask
 * for a reason and a confirmation (the reason kept in the timeline; a refusal
 * changes nothing); the application page shows its audits to those allowed
 * to see them and lets staff schedule one; documents the decision rests on
 * are locked for the applicant and deleted by staff with a reason only.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusHistory,
  auditLog,
  documents,
  emailOutbox,
  inspections,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { appRequest } from "../helpers/http";
import { createTestUser, type TestUser } from "../helpers/users";
import { makeApplication, makeAudit, makeDocument } from "./route-matrix/fixtures";

/** The visible text of a page (tags dropped, entities decoded enough for these checks). */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

async function page(path: string, user: TestUser) {
  const response = await appRequest(path, { cookie: user.cookie });
  return { status: response.status, text: visibleText(await response.text()) };
}

/** The rows a decision would touch, to prove a refusal changed nothing. */
async function applicationState(id: string) {
  const db = getDb();
  const [application] = await db.select().from(applications).where(eq(applications.id, id));
  return {
    application,
    history: await db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, id)),
    mails: (await db.select().from(emailOutbox)).length,
  };
}

let applicant: TestUser;
let committee: TestUser;
let admin: TestUser;
let examinerA: TestUser;
let examinerB: TestUser;

beforeAll(async () => {
  [applicant, committee, admin, examinerA, examinerB] = await Promise.all([
    createTestUser("applicant", { name: "Ada Applicant" }),
    createTestUser("committee", { name: "Cory Committee" }),
    createTestUser("administrator", { name: "Abe Admin" }),
    createTestUser("examiner", { name: "Erin Examiner" }),
    createTestUser("examiner", { name: "Eli Other" }),
  ]);
});

describe("review page markup (html-validate empty-heading, wcag/h32; decision 081)", () => {
  it("has no empty heading (the closed confirmation dialog is titled) and the header's hidden forms have a submit button", async () => {
    await makeApplication(applicant.userId, {
      status: "review-panel",
      businessName: "Markup Wildlife Co.",
    });
    const member = await createTestUser("committee", { additionalRoles: ["examiner"] });
    const html = await (await appRequest("/dashboard/review", { cookie: member.cookie })).text();
    expect(html).toContain("Markup Wildlife Co.");
    expect(html).not.toMatch(/<h[1-6]\b[^>]*>\s*<\/h[1-6]>/);
    for (const action of ["/logout", "/dashboard/role"]) {
      const form = new RegExp(`<form[^>]*action="${action}"[^>]*>([\\s\\S]*?)</form>`).exec(html);
      expect(form, action).not.toBeNull();
      expect(form![1], action).toMatch(/<button[^>]*type="submit"/);
    }
  });
});

describe("review panel decisions", () => {
  it("approve needs a reason, then a confirmation; only the confirmed post changes the application, and the reason is in the timeline", async () => {
    const id = await makeApplication(applicant.userId, {
      status: "review-panel",
      businessName: "Panel Wildlife Co.",
    });
    const before = await applicationState(id);

    // No reason: refused at the field, nothing changed.
    const missing = await appRequest("/dashboard/review", {
      cookie: committee.cookie,
      form: { applicationId: id, decision: "approved", feedback: "  " },
    });
    expect(missing.status).toBe(422);
    expect(visibleText(await missing.text())).toContain(
      "Give the reason for approving this application",
    );
    expect(await applicationState(id)).toEqual(before);

    // A reason without confirming: the confirmation step, nothing changed.
    const reason = "Every standard met; the report recommends approval.";
    const asked = await appRequest("/dashboard/review", {
      cookie: committee.cookie,
      form: { applicationId: id, decision: "approved", feedback: reason },
    });
    expect(asked.status).toBe(200);
    const askedText = visibleText(await asked.text());
    expect(askedText).toContain("Approve Panel Wildlife Co.?");
    expect(askedText).toContain("Yes, approve");
    expect(askedText).toContain(reason);
    expect(await applicationState(id)).toEqual(before);

    // Confirmed: approved, the reason kept and shown in the timeline.
    const done = await appRequest("/dashboard/review", {
      cookie: committee.cookie,
      form: { applicationId: id, decision: "approved", feedback: reason, confirm: "yes" },
    });
    expect(done.status).toBe(200);
    expect(visibleText(await done.text())).toContain(
      "Panel Wildlife Co. is now Approved. The applicant has been notified.",
    );
    const after = await applicationState(id);
    expect(after.application).toMatchObject({ status: "approved", reviewFeedback: reason });
    expect(after.history.at(-1)).toMatchObject({ toStatus: "approved", note: reason });
    const shown = await page(`/dashboard/applications/${id}`, applicant);
    expect(shown.text).toContain(`Review panel → Approved by Cory Committee`);
    expect(shown.text).toContain(reason);
  });

  it("reject without a reason is refused even when confirmed; examiners and applicants are refused; nothing changes", async () => {
    const id = await makeApplication(applicant.userId, { status: "inspection-completed" });
    const before = await applicationState(id);
    const confirmed = await appRequest("/dashboard/review", {
      cookie: admin.cookie,
      form: { applicationId: id, decision: "rejected", feedback: "", confirm: "yes" },
    });
    expect(confirmed.status).toBe(422);
    expect(visibleText(await confirmed.text())).toContain(
      "Give the reason for rejecting this application",
    );
    for (const user of [examinerA, applicant]) {
      const response = await appRequest("/dashboard/review", {
        cookie: user.cookie,
        form: { applicationId: id, decision: "rejected", feedback: "No.", confirm: "yes" },
      });
      expect(response.status).toBe(403);
    }
    expect(await applicationState(id)).toEqual(before);
  });

  it("says what referring to the panel does instead of 'Move to the review panel'", async () => {
    await makeApplication(applicant.userId, { status: "inspection-completed" });
    const { text } = await page("/dashboard/review", committee);
    expect(text).toContain("Refer to the panel");
    expect(text).toContain("marks the report as waiting for the panel's decision");
    expect(text).not.toContain("Move to the review panel");
  });
});

describe("audits on the application page", () => {
  it("shows each viewer the audits they may see, in the audit's time zone, with a link; staff get the schedule form", async () => {
    const db = getDb();
    const id = await makeApplication(applicant.userId, {
      status: "inspection-scheduled",
      paymentStatus: "audit-fee-paid",
    });
    const done = await makeAudit(id, examinerA.userId, { status: "completed", daysAhead: -30 });
    const open = await makeAudit(id, examinerB.userId);
    // 03:30 UTC on Jan 15 is the evening before in Vancouver.
    await db
      .update(inspections)
      .set({ scheduledDate: new Date("2030-01-15T03:30:00Z"), timeZone: "America/Vancouver" })
      .where(eq(inspections.id, open));
    const path = `/dashboard/applications/${id}`;

    const forStaff = await page(path, committee);
    expect(forStaff.status).toBe(200);
    expect(forStaff.text).toContain("Erin Examiner");
    expect(forStaff.text).toContain("Eli Other");
    expect(forStaff.text).toContain("Jan 14, 2030, 7:30 PM PST");
    expect(forStaff.text).toContain("View the report");
    expect(forStaff.text).toContain("View the audit");
    // An audit is still open: the form says why it is not offered.
    expect(forStaff.text).toContain("This application cannot get an audit right now");

    const forOwner = await appRequest(path, { cookie: applicant.cookie });
    const ownerHtml = await forOwner.text();
    expect(ownerHtml).toContain(`/dashboard/audits/${done}`);
    expect(ownerHtml).toContain(`/dashboard/audits/${open}`);
    expect(visibleText(ownerHtml)).not.toContain("Schedule an audit");

    // Examiners: only the audits assigned to them.
    const forA = await appRequest(path, { cookie: examinerA.cookie });
    const htmlA = await forA.text();
    expect(forA.status).toBe(200);
    expect(htmlA).toContain(`/dashboard/audits/${done}`);
    expect(htmlA).not.toContain(`/dashboard/audits/${open}`);
    expect(visibleText(htmlA)).not.toContain("Eli Other");
    const forB = await appRequest(path, { cookie: examinerB.cookie });
    const htmlB = await forB.text();
    expect(htmlB).toContain(`/dashboard/audits/${open}`);
    // The report names the edition and each standard's own version, without contradiction
    // (issue 33: "standards version 1.0" beside a standard at 1.1).
    const report = visibleText(
      await (await appRequest(`/dashboard/audits/${open}`, { cookie: examinerB.cookie })).text(),
    );
    expect(report).toMatch(
      /against the standards' edition \d+\.\d, each standard at the version shown beside it/,
    );
    expect(report).toMatch(/8\. [^\n]*? version \d+\.\d/);
    expect(report).not.toContain("against standards version");
    expect(htmlB).not.toContain(`/dashboard/audits/${done}`);
    expect(visibleText(htmlB)).not.toContain("Schedule an audit");

    // Another business's application stays hidden.
    const stranger = await createTestUser("applicant");
    expect((await appRequest(path, { cookie: stranger.cookie })).status).toBe(404);
  });

  it("staff schedule an audit from the application page; applicants and examiners are refused and nothing changes", async () => {
    const db = getDb();
    const id = await makeApplication(applicant.userId, {
      status: "under-review",
      paymentStatus: "audit-fee-paid",
      businessName: "Schedulable Wildlife",
    });
    const path = `/dashboard/applications/${id}`;
    const offered = await page(path, admin);
    expect(offered.text).toContain("Schedule an audit");
    expect(offered.text).toContain("Schedulable Wildlife");
    // After "Require another audit" the page opens at the schedule form: the notice is said there, once.
    const required = await (
      await appRequest(`${path}?notice=audit-required`, { cookie: admin.cookie })
    ).text();
    const notice = "Another audit is required. Schedule it below";
    expect(visibleText(required).split(notice)).toHaveLength(2);
    expect(required.indexOf(notice)).toBeGreaterThan(required.indexOf('id="schedule-h"'));
    const date = new Date(Date.now() + 33 * 86_400_000).toISOString().slice(0, 10);
    const form = {
      intent: "schedule-audit",
      examinerId: examinerA.userId,
      date,
      time: "09:00",
      timeZone: "",
    };
    for (const user of [applicant, examinerA]) {
      const before = await applicationState(id);
      const response = await appRequest(path, { cookie: user.cookie, form });
      expect(response.status).toBe(403);
      expect(await applicationState(id)).toEqual(before);
      expect(await db.select().from(inspections).where(eq(inspections.applicationId, id))).toEqual(
        [],
      );
    }
    // A field error comes back to the form on this page.
    const invalid = await appRequest(path, { cookie: admin.cookie, form: { ...form, date: "" } });
    expect(invalid.status).toBe(422);
    expect(visibleText(await invalid.text())).toContain("There is a problem");

    const scheduled = await appRequest(path, { cookie: admin.cookie, form });
    expect(scheduled.status).toBe(303);
    expect(scheduled.headers.get("location")).toBe(`${path}?notice=audit-scheduled#audits`);
    const [audit] = await db.select().from(inspections).where(eq(inspections.applicationId, id));
    expect(audit).toMatchObject({ examinerId: examinerA.userId, status: "scheduled" });
    const [app] = await db.select().from(applications).where(eq(applications.id, id));
    expect(app!.status).toBe("inspection-scheduled");
  });
});

describe("documents the decision rests on", () => {
  it("the applicant is refused and told why; staff need a reason; the deletion and its reason are in the timeline", async () => {
    const db = getDb();
    const id = await makeApplication(applicant.userId, { status: "draft" });
    const documentId = await makeDocument(id, applicant, "applicant");
    await db.update(applications).set({ status: "approved" }).where(eq(applications.id, id));
    const path = `/dashboard/applications/${id}`;
    const deletePath = `/dashboard/documents/${documentId}/delete`;
    const snapshot = async () => ({
      documents: await db.select().from(documents).where(eq(documents.id, documentId)),
      log: await db.select().from(auditLog).where(eq(auditLog.entityId, documentId)),
    });
    const before = await snapshot();
    expect(before.documents).toHaveLength(1);

    const ownerHtml = await (await appRequest(path, { cookie: applicant.cookie })).text();
    expect(visibleText(ownerHtml)).toContain(
      "Documents can no longer be deleted once the application is approved or certified",
    );
    expect(visibleText(ownerHtml)).toContain("Kept for the decision");
    expect(ownerHtml).not.toContain('aria-label="Delete licence.pdf"');
    // Staff get the delete button, with a reason field in its confirmation.
    const staffHtml = await (await appRequest(path, { cookie: committee.cookie })).text();
    expect(staffHtml).toContain('aria-label="Delete licence.pdf"');
    expect(visibleText(staffHtml)).toContain("Reason for deleting");

    const byOwner = await appRequest(deletePath, {
      cookie: applicant.cookie,
      form: { redirectTo: path, reason: "I want it gone." },
    });
    expect(byOwner.headers.get("location")).toMatch(/documents=delete_denied/);
    expect(await snapshot()).toEqual(before);

    const noReason = await appRequest(deletePath, {
      cookie: committee.cookie,
      form: { redirectTo: path, reason: " " },
    });
    expect(noReason.headers.get("location")).toMatch(
      new RegExp(`confirmDelete=${documentId}.*documents=reason_required`),
    );
    expect(await snapshot()).toEqual(before);

    const reason = "Uploaded to the wrong business by mistake.";
    const deleted = await appRequest(deletePath, {
      cookie: committee.cookie,
      form: { redirectTo: path, reason },
    });
    expect(deleted.headers.get("location")).toMatch(/documents=deleted/);
    const after = await snapshot();
    expect(after.documents).toEqual([]);
    expect(after.log.find((e) => e.action === "document_deleted")?.details).toMatchObject({
      reason,
      applicationStatus: "approved",
    });
    const timeline = await page(path, applicant);
    expect(timeline.text).toContain("Document deleted: licence.pdf by Cory Committee");
    expect(timeline.text).toContain(`Reason: ${reason}`);
  });
});
