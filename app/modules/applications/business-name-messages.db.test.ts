import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, emailOutbox, notifications } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { saveAuditFindings } from "~/modules/audits/save-audit-findings.server";
import { scheduleAudit } from "~/modules/audits/schedule-audit.server";
import { updateAudit } from "~/modules/audits/update-audit.server";
import { generateCertificate } from "~/modules/certificates/generate-certificate.server";
import { revokeCertificate } from "~/modules/certificates/revoke-certificate.server";
import { recordOfflinePayment } from "~/modules/payments/record-offline-payment.server";
import type { Role } from "~/modules/permissions/permissions";
import { seedStandardsList as builtInStandards } from "~/modules/standards/standards-content";
import { createTestUser, type TestUser } from "../../../tests/helpers/users";
import { changeApplicationStatus } from "~/modules/review/change-application-status.server";
import type { Viewer } from "~/modules/permissions";

const as = (user: TestUser, activeRole: Role): Viewer => ({
  user: { id: user.userId },
  activeRole,
});

describe("business names ending in a full stop", () => {
  it("never produce 'Co..' in the notifications and e-mails of a whole accreditation", async () => {
    const db = getDb();
    const owner = await createTestUser("applicant");
    const committee = await createTestUser("committee");
    const admin = await createTestUser("administrator");
    const examiner = await createTestUser("examiner");
    const [app] = await db
      .insert(applications)
      .values({
        applicantId: owner.userId,
        businessName: "Prairie Wildlife Exclusion Co.",
        businessAddress: {
          street: "230 2nd Avenue South",
          city: "Saskatoon",
          region: "Saskatchewan",
          postalCode: "S7K 1K8",
          country: "Canada",
        },
        contactName: "Avery Thompson",
        contactEmail: "prairie@example.test",
        contactPhone: "+1 306 555 0148",
        status: "submitted",
        paymentStatus: "pending",
      })
      .returning();
    const id = app!.id;
    await recordOfflinePayment(db, as(committee, "committee"), {
      applicationId: id,
      paymentType: "audit",
      method: "cheque",
      reference: "CHQ-1",
    });
    const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    const first = await scheduleAudit(db, as(committee, "committee"), {
      applicationId: id,
      examinerId: examiner.userId,
      date,
      time: "10:00",
    });
    await updateAudit(db, as(committee, "committee"), first.id, { status: "cancelled" });
    const audit = await scheduleAudit(db, as(committee, "committee"), {
      applicationId: id,
      examinerId: examiner.userId,
      date,
      time: "15:00",
    });
    const report: Record<string, string> = { recommendation: "recommend-approval" };
    for (const s of builtInStandards) report[`finding-${s.number}`] = "compliant";
    await saveAuditFindings(db, as(examiner, "examiner"), audit.id, report, {
      complete: true,
      now: new Date(audit.scheduledDate.getTime() + 3_600_000),
    });
    await changeApplicationStatus(db, as(committee, "committee"), id, { status: "approved" });
    await recordOfflinePayment(db, as(admin, "administrator"), {
      applicationId: id,
      paymentType: "membership",
      method: "bank_transfer",
      reference: "BT-1",
    });
    const { certificate } = await generateCertificate(db, as(admin, "administrator"), id);
    await revokeCertificate(db, as(admin, "administrator"), certificate.id, "Standards breach.");

    const notes = await db
      .select({ message: notifications.message })
      .from(notifications)
      .where(inArray(notifications.userId, [owner.userId, examiner.userId, admin.userId]));
    const mine = notes.filter((n) => n.message.includes("Prairie Wildlife Exclusion Co"));
    expect(mine.length).toBeGreaterThanOrEqual(6);
    const mails = (await db.select().from(emailOutbox)).filter((m) =>
      m.text.includes("Prairie Wildlife Exclusion Co"),
    );
    expect(mails.length).toBeGreaterThanOrEqual(5);
    for (const text of [
      ...mine.map((n) => n.message),
      ...mails.flatMap((m) => [m.subject, m.text, m.html.replace(/<[^>]+>/g, "")]),
      ...mails.flatMap((m) =>
        m.attachments.map((a) => Buffer.from(a.contentBase64, "base64").toString("utf8")),
      ),
    ]) {
      expect(text).not.toMatch(/Co\.\./);
      expect(text).not.toMatch(/breach\.\./);
    }
    expect(mine.map((n) => n.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Payment received: Audit fee \$750\.00 USD for Prairie Wildlife Exclusion Co\.$/,
        ),
        expect.stringMatching(
          /^Certificate \d{4}-\d{5} has been issued to Prairie Wildlife Exclusion Co\.$/,
        ),
      ]),
    );
  });
});
