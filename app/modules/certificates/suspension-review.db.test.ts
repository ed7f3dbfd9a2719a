/**
 * The suspension review job (decision 056; ISO/IEC 17065 §7.11.4): when a
 * suspension's review date comes (a day in the programme's time zone), staff
 * are told once — across runs and processes, catching up after downtime —
 * and the certificate stays suspended until they act.
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applications,
  auditLog,
  certificates,
  emailOutbox,
  notifications,
  profiles,
  suspensionReviewNotices,
} from "~/db/schema";
import { addDays } from "~/domain/renewal-status";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { runScheduledJob } from "~/lib/scheduler.server";
import { zonedDateTimeToUtc } from "~/lib/time-zones";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { generateCertificate } from "./generate-certificate.server";
import { notifySuspensionReviews, suspensionReviewJob } from "./notify-suspension-reviews.server";
import { reinstateCertificate } from "./reinstate-certificate.server";
import { suspendCertificate } from "./suspend-certificate.server";

const zone = () => getEnv().PROGRAMME_TIME_ZONE;
const as = (user: TestUser, activeRole: Viewer["activeRole"]): Viewer => ({
  user: { id: user.userId },
  activeRole,
});
/** An instant given as a wall-clock time on a day in the programme's time zone. */
const at = (day: string, time: string) => zonedDateTimeToUtc(day, time, zone())!;

async function suspendedBusiness(name: string, reviewInDays: number, suspender?: TestUser) {
  const applicant = await createTestUser("applicant");
  const staff = suspender ?? (await createTestUser("committee"));
  const admin = await createTestUser("administrator");
  const [application] = await getDb()
    .insert(applications)
    .values({
      applicantId: applicant.userId,
      status: "approved",
      paymentStatus: "membership-fee-paid",
      businessName: name,
      businessAddress: {
        street: "9 Pine Street",
        city: "Kingston",
        region: "Ontario",
        postalCode: "K7L 1A1",
        country: "Canada",
      },
      contactName: "Ari Owner",
      contactEmail: `${name.replace(/\W+/g, "-").toLowerCase()}@example.test`,
      contactPhone: "+1 613 555 0100",
      metadata: { services_offered: ["Bat exclusion"], service_area: "Kingston" },
    })
    .returning();
  const { certificate } = await generateCertificate(
    getDb(),
    as(admin, "administrator"),
    application!.id,
  );
  // Suspended at noon today, programme time.
  const today = isoDate(new Date(), zone());
  const suspendedAt = at(today, "12:00");
  const reviewOn = addDays(today, reviewInDays);
  await suspendCertificate(
    getDb(),
    as(staff, "committee"),
    certificate.id,
    { reason: "Complaint C-2026-0001 under investigation", reviewOn },
    suspendedAt,
  );
  return { certificate, staff, admin, reviewOn, suspendedAt };
}

async function reviewMails(certificateNumber: string) {
  return getDb()
    .select({ to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.template, "decision-notice"),
        eq(emailOutbox.subject, `Suspension review due: certificate ${certificateNumber}`),
      ),
    );
}

async function reviewNotes(userId: string, certificateNumber: string) {
  const rows = await getDb()
    .select({ message: notifications.message, metadata: notifications.metadata })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, "suspension_review_due")));
  return rows.filter((r) => r.message.includes(certificateNumber));
}

async function statusOf(id: string) {
  const [row] = await getDb().select().from(certificates).where(eq(certificates.id, id));
  return row!;
}

describe("suspension review notices (decision 056)", () => {
  it("tells staff once on the review day (programme time zone), never reinstates", async () => {
    const { certificate, staff, admin, reviewOn } = await suspendedBusiness(
      "Review Day Wildlife",
      3,
    );
    const number = certificate.certificateNumber;

    // The evening before the review day in the programme's zone (already the
    // review day in UTC): not yet.
    const eve = at(addDays(reviewOn, -1), "23:30");
    expect(isoDate(eve, "UTC")).toBe(reviewOn);
    const before = await databaseDigest();
    expect(await notifySuspensionReviews(getDb(), eve)).toEqual({ noticed: 0 });
    expect(await databaseDigest()).toEqual(before);

    // Just after midnight on the review day: the notice, through the scheduler.
    const morning = at(reviewOn, "00:30");
    const run = await runScheduledJob(suspensionReviewJob, { db: getDb(), now: morning });
    expect(run).toMatchObject({ ran: true, ok: true, result: { noticed: 1 } });

    // The suspender is e-mailed (they set the date); every reviewer is notified.
    const mails = await reviewMails(number);
    expect(mails.map((m) => m.to)).toEqual([staff.email]);
    expect(mails[0]!.text).toContain("Review Day Wildlife");
    expect(mails[0]!.text).toContain("Complaint C-2026-0001 under investigation");
    expect(mails[0]!.text).toContain("Nothing changes by itself.");
    expect(mails[0]!.text).toContain(`/dashboard/certificates/view/${certificate.id}`);
    for (const user of [staff, admin]) {
      const notes = await reviewNotes(user.userId, number);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.message).toMatch(
        new RegExp(
          `^The suspension of certificate ${number} \\(Review Day Wildlife\\) is due for review \\(.+\\): reinstate or revoke it\\.$`,
        ),
      );
      expect(notes[0]!.metadata).toEqual({
        link: `/dashboard/certificates/view/${certificate.id}`,
        // The text stored as a message and its values, read in the reader's language (issue 36).
        text: expect.objectContaining({ id: "certificates.notification.suspensionReviewDue" }),
      });
    }
    const [logged] = await getDb()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, certificate.id),
          eq(auditLog.action, "certificate_suspension_review_due"),
        ),
      );
    expect(logged).toMatchObject({ actorId: null, details: { reviewOn } });

    // Never reinstated by the job.
    const row = await statusOf(certificate.id);
    expect(row.status).toBe("suspended");
    expect(row.suspensionReviewOn).toBe(reviewOn);

    // Later runs, forced or days later, and runs from another process: nothing more.
    const after = await databaseDigest();
    expect(await notifySuspensionReviews(getDb(), at(addDays(reviewOn, 5), "09:00"))).toEqual({
      noticed: 0,
    });
    const elsewhere = await runScheduledJob(suspensionReviewJob, {
      db: getDb(),
      now: at(addDays(reviewOn, 6), "09:00"),
      owner: "another-process",
    });
    expect(elsewhere).toMatchObject({ ran: true, ok: true, result: { noticed: 0 } });
    expect(await databaseDigest()).toEqual(after);
    expect(await reviewMails(number)).toHaveLength(1);
  });

  it("two runs at once send one notice; a run after downtime catches up every review that came, once each", async () => {
    const first = await suspendedBusiness("Downtime Wildlife One", 2);
    const second = await suspendedBusiness("Downtime Wildlife Two", 4);
    const third = await suspendedBusiness("Not Yet Wildlife", 30);
    // The app was down past both review dates.
    const late = at(addDays(second.reviewOn, 3), "10:00");
    const [a, b] = await Promise.all([
      notifySuspensionReviews(getDb(), late),
      notifySuspensionReviews(getDb(), late),
    ]);
    expect(a.noticed + b.noticed).toBe(2);
    expect(await reviewMails(first.certificate.certificateNumber)).toHaveLength(1);
    expect(await reviewMails(second.certificate.certificateNumber)).toHaveLength(1);
    expect(await reviewMails(third.certificate.certificateNumber)).toHaveLength(0);
    const ledger = await getDb()
      .select()
      .from(suspensionReviewNotices)
      .where(
        inArray(suspensionReviewNotices.certificateId, [
          first.certificate.id,
          second.certificate.id,
          third.certificate.id,
        ]),
      );
    expect(ledger.map((l) => l.certificateId).sort()).toEqual(
      [first.certificate.id, second.certificate.id].sort(),
    );
    expect(ledger.find((l) => l.certificateId === first.certificate.id)!.suspendedAt).toEqual(
      first.suspendedAt,
    );
  });

  it("a reinstated suspension is not reviewed; a new suspension of the same certificate gets its own notice", async () => {
    const { certificate, staff, reviewOn } = await suspendedBusiness("Suspended Twice Co", 2);
    const number = certificate.certificateNumber;
    await reinstateCertificate(getDb(), as(staff, "committee"), certificate.id, {
      note: "Resolved early",
    });
    expect(await notifySuspensionReviews(getDb(), at(addDays(reviewOn, 1), "09:00"))).toEqual({
      noticed: 0,
    });

    // Suspended again later with its own review date: that one is told.
    const again = at(addDays(reviewOn, 2), "12:00");
    const secondReview = addDays(reviewOn, 5);
    await suspendCertificate(
      getDb(),
      as(staff, "committee"),
      certificate.id,
      { reason: "A second complaint", reviewOn: secondReview },
      again,
    );
    expect(await notifySuspensionReviews(getDb(), at(secondReview, "08:00"))).toEqual({
      noticed: 1,
    });
    const mails = await reviewMails(number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("A second complaint");
  });

  it("when the suspender can no longer act, the administrators are e-mailed instead", async () => {
    const { certificate, staff, reviewOn } = await suspendedBusiness("Gone Suspender Co", 2);
    await getDb()
      .update(profiles)
      .set({ status: "deactivated" })
      .where(eq(profiles.id, staff.userId));
    const otherAdmin = await createTestUser("administrator");
    expect(await notifySuspensionReviews(getDb(), at(reviewOn, "09:00"))).toEqual({ noticed: 1 });
    const to = (await reviewMails(certificate.certificateNumber)).map((m) => m.to);
    expect(to).not.toContain(staff.email);
    expect(to).toContain(otherAdmin.email);
    expect((await statusOf(certificate.id)).status).toBe("suspended");
  });
});
