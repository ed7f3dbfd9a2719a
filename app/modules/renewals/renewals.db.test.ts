import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applications,
  certificateReminders,
  certificates,
  emailOutbox,
  inspections,
  notifications,
  profiles,
  serviceAreas,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { changeApplicationStatus } from "~/modules/review/change-application-status.server";
import { findApplicationCertificate } from "~/modules/certificates/find-application-certificate.server";
import { generateCertificate } from "~/modules/certificates/generate-certificate.server";
import { recordOfflinePayment } from "~/modules/payments/record-offline-payment.server";
import type { Role } from "~/modules/permissions/permissions";
import { getCertificateByCode } from "~/modules/certificates/get-certificate-by-code.server";
import { createCertifiedBusiness } from "../../../tests/helpers/certified-business";
import { createTestUser } from "../../../tests/helpers/users";
import { createRenewal, getRenewalEligibility } from "./create-renewal.server";
import { listRenewals } from "./list-renewals.server";
import { renewalMessages, waiverMessages } from "./renewal-rules";
import { runExpiryChecks } from "./run-expiry-checks.server";
import { updateRenewal } from "./update-renewal.server";
import { completeRenewalIfDue } from "./complete-renewal.server";
import { getDirectoryBusiness } from "~/modules/directory/get-directory-business.server";
import { listAccreditationProgress } from "~/modules/dashboard/list-accreditation-progress.server";
import { renewalStartPage } from "./renewal-pages.server";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";

const DAY = 24 * 60 * 60 * 1000;
const noChanges = {
  hasAddressChanged: false,
  hasOwnerChanged: false,
  hasPracticesChanged: false,
  descriptionOfChanges: null,
};

async function staff(role: Role = "administrator"): Promise<Viewer> {
  const u = await createTestUser(role);
  return { user: { id: u.userId }, activeRole: role };
}

/** A certified business whose certificate expires at noon UTC, `days` days from `now`. */
async function business(days: number, now: Date) {
  const b = await createCertifiedBusiness();
  const noon = new Date(now);
  noon.setUTCHours(17, 0, 0, 0);
  const expiryDate = new Date(noon.getTime() + days * DAY);
  await getDb()
    .update(certificates)
    .set({ expiryDate })
    .where(eq(certificates.id, b.certificateId));
  const owner: Viewer = { user: { id: b.userId }, activeRole: "applicant" };
  return { ...b, expiryDate, owner };
}

async function ledger(certificateId: string) {
  return getDb()
    .select()
    .from(certificateReminders)
    .where(eq(certificateReminders.certificateId, certificateId))
    .orderBy(certificateReminders.createdAt);
}

async function mailsTo(userId: string, template: string) {
  const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
  return getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, profile!.email), eq(emailOutbox.template, template)));
}

async function certificateRow(id: string) {
  const [row] = await getDb().select().from(certificates).where(eq(certificates.id, id));
  return row!;
}

describe("reminders and expiry (injected clock)", () => {
  it("each threshold fires once, on its day, with the date and days left", async () => {
    const start = new Date("2031-03-02T15:00:00Z");
    const b = await business(70, start);
    const db = getDb();
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    expect(
      (await runExpiryChecks(db, at(0))).notices.filter(
        (n) => n.certificateNumber === b.certificateNumber,
      ),
    ).toEqual([]);
    const first = await runExpiryChecks(db, at(10));
    expect(first.notices).toContainEqual({
      certificateNumber: b.certificateNumber,
      threshold: 60,
      daysLeft: 60,
      sent: true,
    });
    // Run again at once: nothing is due, and only certificates skipped for an
    // open renewal are locked again; the rest are passed over on the ledger's word.
    const again = await runExpiryChecks(db, at(10));
    expect(again.notices).toEqual([]);
    expect(again.checked).toBeGreaterThan(0);
    expect(again.examined).toBe(again.skipped.length);
    await runExpiryChecks(db, at(11));
    expect((await ledger(b.certificateId)).map((r) => r.threshold)).toEqual([60]);
    await runExpiryChecks(db, at(40));
    await runExpiryChecks(db, at(63));
    await runExpiryChecks(db, at(63));
    expect((await ledger(b.certificateId)).map((r) => r.threshold)).toEqual([60, 30, 7]);
    const reminders = await mailsTo(b.userId, "certificate-expiring");
    expect(reminders).toHaveLength(3);
    expect(reminders.map((m) => m.subject).join(" ")).toContain("expires in 7 days");
    expect(reminders[0]!.text).toContain(`/dashboard/certificates/${b.certificateId}/renew`);
    const expiring = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, b.userId), eq(notifications.type, "certificate_expiring")),
      );
    expect(expiring).toHaveLength(3);

    // At expiry: the certificate expires and the expired notice goes out once.
    const day70 = await runExpiryChecks(db, at(70.2));
    expect(day70.expired).toContain(b.certificateNumber);
    await runExpiryChecks(db, at(71));
    expect((await certificateRow(b.certificateId)).status).toBe("expired");
    expect((await ledger(b.certificateId)).map((r) => r.threshold)).toEqual([60, 30, 7, 0]);
    expect(await mailsTo(b.userId, "certificate-expired")).toHaveLength(1);
  });

  it("catches up after downtime with the notice due now, not a stale one", async () => {
    const now = new Date("2031-05-10T14:00:00Z");
    const b = await business(25, now);
    const report = await runExpiryChecks(getDb(), now);
    expect(report.notices.filter((n) => n.certificateNumber === b.certificateNumber)).toEqual([
      { certificateNumber: b.certificateNumber, threshold: 30, daysLeft: 25, sent: true },
    ]);
    expect((await ledger(b.certificateId)).map((r) => r.threshold)).toEqual([30]);
  });

  it("two concurrent runs send each reminder exactly once", async () => {
    const now = new Date("2031-07-01T14:00:00Z");
    const a = await business(6, now);
    const c = await business(29, now);
    await Promise.all([
      runExpiryChecks(getDb(), now),
      runExpiryChecks(getDb(), now),
      runExpiryChecks(getDb(), now),
    ]);
    expect(await ledger(a.certificateId)).toHaveLength(1);
    expect(await ledger(c.certificateId)).toHaveLength(1);
    expect(await mailsTo(a.userId, "certificate-expiring")).toHaveLength(1);
    expect(await mailsTo(c.userId, "certificate-expiring")).toHaveLength(1);
  });

  it("reminders stop once a renewal is submitted; the expired notice is still sent", async () => {
    const now = new Date();
    const b = await business(50, now);
    await createRenewal(getDb(), b.owner, b.certificateId, noChanges, now);
    const report = await runExpiryChecks(getDb(), now);
    expect(report.skipped).toContainEqual({
      certificateNumber: b.certificateNumber,
      threshold: 60,
      reason: "a renewal has been submitted",
    });
    expect(await ledger(b.certificateId)).toHaveLength(0);
    await runExpiryChecks(getDb(), new Date(b.expiryDate.getTime() + 1000));
    expect((await ledger(b.certificateId)).map((r) => r.threshold)).toEqual([0]);
    const [expired] = await mailsTo(b.userId, "certificate-expired");
    expect(expired!.text).toContain("Your renewal is being reviewed");
  });

  it("a business without any e-mail address: logged, counted as not sent", async () => {
    const now = new Date("2031-09-01T14:00:00Z");
    const b = await business(5, now);
    await getDb().update(profiles).set({ email: "" }).where(eq(profiles.id, b.userId));
    await getDb()
      .update(applications)
      .set({ contactEmail: "" })
      .where(eq(applications.id, b.applicationId));
    const report = await runExpiryChecks(getDb(), now);
    expect(report.notices).toContainEqual({
      certificateNumber: b.certificateNumber,
      threshold: 7,
      daysLeft: 5,
      sent: false,
    });
    expect(report.skipped.find((s) => s.certificateNumber === b.certificateNumber)?.reason).toMatch(
      /no e-mail address/,
    );
    const rows = await ledger(b.certificateId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.emailId).toBeNull();
  });
});

describe("creating a renewal", () => {
  it("creates a submitted, payment-pending application linked to the certificate with the renewal metadata", async () => {
    const now = new Date();
    const b = await business(20, now);
    const renewal = await createRenewal(getDb(), b.owner, b.certificateId, noChanges, now);
    expect(renewal).toMatchObject({
      certificateId: b.certificateId,
      status: "submitted",
      paymentStatus: "pending",
      businessName: b.businessName,
      applicantId: b.userId,
    });
    expect(renewal.metadata).toMatchObject({
      renewal_type: "standard",
      has_address_changed: false,
      has_owner_changed: false,
      has_practices_changed: false,
      description_of_changes: null,
      original_application_id: b.applicationId,
    });
    expect(await mailsTo(b.userId, "renewal-created")).toHaveLength(1);
    // One open renewal per certificate.
    const again = await refusal(
      () => createRenewal(getDb(), b.owner, b.certificateId, noChanges, now),
      { unchanged: databaseDigest },
    );
    expect(again.message).toBe(renewalMessages.alreadyOpen);
  });

  it("only the certificate's business renews it; staff get the SPEC text, other businesses not found; nothing is written", async () => {
    const now = new Date();
    const b = await business(20, now);
    const admin = await staff("administrator");
    const denied = await refusal(
      () => createRenewal(getDb(), admin, b.certificateId, noChanges, now),
      { unchanged: databaseDigest },
    );
    expect(denied.status).toBe(403);
    expect(denied.message).toBe("You do not have permission to renew this certificate");
    const other = await createTestUser("applicant");
    const outsider = await refusal(
      () =>
        createRenewal(
          getDb(),
          { user: { id: other.userId }, activeRole: "applicant" },
          b.certificateId,
          noChanges,
          now,
        ),
      { unchanged: databaseDigest },
    );
    expect(outsider.status).toBe(404);
    const rows = await getDb()
      .select()
      .from(applications)
      .where(eq(applications.certificateId, b.certificateId));
    expect(rows).toHaveLength(0);
  });

  it("a description is required when a change is declared", async () => {
    const now = new Date();
    const b = await business(20, now);
    const error = await refusal(
      () =>
        createRenewal(
          getDb(),
          b.owner,
          b.certificateId,
          { ...noChanges, hasOwnerChanged: true },
          now,
        ),
      { unchanged: databaseDigest },
    );
    expect(error.fieldErrors.descriptionOfChanges).toBe(renewalMessages.descriptionRequired);
    const renewal = await createRenewal(
      getDb(),
      b.owner,
      b.certificateId,
      { ...noChanges, hasOwnerChanged: true, descriptionOfChanges: "  New owner since May.  " },
      now,
    );
    expect(renewal.metadata.description_of_changes).toBe("New owner since May.");
  });

  it("the window: opens 60 days before expiry and closes 90 days after it (calendar dates)", async () => {
    const now = new Date("2031-01-15T17:00:00Z");
    const early = await business(61, now);
    const opening = await business(60, now);
    const lastDay = await business(-90, now);
    const late = await business(-91, now);
    const e = await getRenewalEligibility(getDb(), early.owner, early.certificateId, now);
    expect(e.refusal).toMatch(/^Renewal opens on Jan 16, 2031/);
    expect(
      (await getRenewalEligibility(getDb(), opening.owner, opening.certificateId, now)).refusal,
    ).toBeNull();
    expect(
      (await getRenewalEligibility(getDb(), lastDay.owner, lastDay.certificateId, now)).refusal,
    ).toBeNull();
    const l = await refusal(
      () => createRenewal(getDb(), late.owner, late.certificateId, noChanges, now),
      { unchanged: databaseDigest },
    );
    expect(l.message).toMatch(/^The grace period for renewing this certificate ended on/);
    await createRenewal(getDb(), lastDay.owner, lastDay.certificateId, noChanges, now);
  });
});

describe("completing a renewal", () => {
  it("approve without an audit (waived with a reason, the paid fee owed back), then the membership fee renews the certificate for a year; verification shows it", async () => {
    const now = new Date();
    const b = await business(-3, now);
    await runExpiryChecks(getDb(), now);
    expect((await certificateRow(b.certificateId)).status).toBe("expired");
    const admin = await staff("committee");
    const renewal = await createRenewal(getDb(), b.owner, b.certificateId, noChanges, now);

    const early = await refusal(
      () => updateRenewal(getDb(), admin, renewal.id, { decision: "approve" }),
      { unchanged: databaseDigest },
    );
    // Never approved as if audited: without an audit, only with the reason it is waived.
    expect(early.fieldErrors).toEqual({ waiveReason: waiverMessages.reasonRequired });
    const applicantTry = await refusal(
      () => updateRenewal(getDb(), b.owner, renewal.id, { decision: "approve" }),
      { unchanged: databaseDigest },
    );
    expect(applicantTry.message).toBe("You do not have permission to update renewals");

    await recordOfflinePayment(getDb(), admin, {
      applicationId: renewal.id,
      paymentType: "audit",
      method: "cheque",
      reference: "CHQ-1",
    });
    expect(await mailsTo(b.userId, "renewal-received")).toHaveLength(1);
    const [received] = await mailsTo(b.userId, "renewal-received");
    expect(received!.text).toContain("5-7 business days");

    const office = await staff("administrator");
    const approved = await updateRenewal(getDb(), admin, renewal.id, {
      decision: "approve",
      waiveReason: "Audited in full last year; nothing changed.",
    });
    expect(approved.status).toBe("approved");
    // The fee was paid before the waiver: it is owed back, and the office is told.
    expect(approved.paymentStatus).toBe("audit-fee-paid");
    expect(approved.metadata.audit_waiver).toMatchObject({
      reason: "Audited in full last year; nothing changed.",
      refund_cents: 45000,
    });
    const refundNotices = await getDb()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.type, "payment_received"), eq(notifications.userId, office.user.id)),
      );
    expect(refundNotices.map((n) => n.message)).toContain(
      `Refund the renewal audit fee of $450.00 USD to ${renewal.businessName}: its audit was waived.`,
    );
    expect((await certificateRow(b.certificateId)).status).toBe("expired");

    await recordOfflinePayment(getDb(), admin, {
      applicationId: renewal.id,
      paymentType: "membership",
      method: "bank_transfer",
      reference: "BT-2",
    });
    const renewed = await certificateRow(b.certificateId);
    expect(renewed.status).toBe("active");
    expect(renewed.expiryDate.getTime() - renewed.issueDate.getTime()).toBeGreaterThanOrEqual(
      365 * DAY,
    );
    expect(renewed.expiryDate.getTime()).toBeGreaterThan(Date.now() + 360 * DAY);
    const [app] = await getDb().select().from(applications).where(eq(applications.id, renewal.id));
    expect(app!.status).toBe("certified");
    expect(await mailsTo(b.userId, "certificate-renewed")).toHaveLength(1);
    const verified = await getCertificateByCode(getDb(), b.verificationCode);
    expect(verified?.expiryDate.getTime()).toBe(renewed.expiryDate.getTime());

    // The renewal's page shows the renewed certificate; no second certificate is generated.
    const section = await findApplicationCertificate(getDb(), admin, app!);
    expect(section.certificate?.id).toBe(b.certificateId);
    expect(section.canGenerate).toBe(false);
    const generated = await generateCertificate(getDb(), admin, renewal.id);
    expect(generated).toMatchObject({ created: false, certificate: { id: b.certificateId } });

    // A new cycle: the next reminder is for the new expiry date.
    const before = new Date(renewed.expiryDate.getTime() - 59 * DAY);
    await runExpiryChecks(getDb(), before);
    const rows = await ledger(b.certificateId);
    expect(
      rows
        .filter((r) => r.expiryDate.getTime() === renewed.expiryDate.getTime())
        .map((r) => r.threshold),
    ).toEqual([60]);
  });

  it("renewed before expiry: the year starts at the current expiry and certified since stays; after expiry: a year from then, and the gap resets it", async () => {
    const now = new Date("2031-11-28T15:00:00Z");
    const firstCertified = new Date("2028-12-03T17:00:00Z");
    const certify = async (renewalId: string) => {
      await getDb()
        .update(applications)
        .set({ status: "approved", paymentStatus: "membership-fee-paid" })
        .where(eq(applications.id, renewalId));
      return (await completeRenewalIfDue(getDb(), renewalId, null, now))!.certificate;
    };

    // Valid until Dec 3 and renewed on Nov 28 (prairie@demo.test's case): to Dec 3 of next year.
    const early = await business(5, now);
    await getDb()
      .update(certificates)
      .set({ accreditedSince: firstCertified, issueDate: new Date("2030-12-03T17:00:00Z") })
      .where(eq(certificates.id, early.certificateId));
    const earlyRenewal = await createRenewal(
      getDb(),
      early.owner,
      early.certificateId,
      noChanges,
      now,
    );
    const renewed = await certify(earlyRenewal.id);
    expect(renewed.expiryDate.toISOString()).toBe("2032-12-03T17:00:00.000Z");
    expect(renewed.issueDate.toISOString()).toBe(now.toISOString());
    expect(renewed.accreditedSince.toISOString()).toBe(firstCertified.toISOString());
    expect((await getDirectoryBusiness(getDb(), early.certificateId)).certifiedSince).toBe(
      firstCertified.toISOString(),
    );

    // Renewed ten days after it expired: a year from that moment; certified since starts again.
    const late = await business(-10, now);
    await runExpiryChecks(getDb(), now);
    const lateRenewal = await createRenewal(
      getDb(),
      late.owner,
      late.certificateId,
      noChanges,
      now,
    );
    const restarted = await certify(lateRenewal.id);
    expect(restarted.expiryDate.toISOString()).toBe("2032-11-28T15:00:00.000Z");
    expect(restarted.accreditedSince.toISOString()).toBe(now.toISOString());

    // The business's dashboard: one accreditation, its current certificate and the renewal as history.
    const overview = await listAccreditationProgress(getDb(), early.owner, { now });
    expect(overview.total).toBe(1);
    expect(overview.applications).toHaveLength(1);
    expect(overview.applications[0]).toMatchObject({
      id: early.applicationId,
      certificate: {
        id: early.certificateId,
        accreditedSince: firstCertified.toISOString(),
        expiryDate: "2032-12-03T17:00:00.000Z",
      },
      renewals: [{ id: earlyRenewal.id, completedAt: now.toISOString() }],
    });
  });

  it("the renewal form starts from the area the directory lists when the business never stated one", async () => {
    const now = new Date();
    const b = await business(20, now);
    const [listed] = await getDb()
      .select()
      .from(serviceAreas)
      .where(eq(serviceAreas.applicationId, b.applicationId));
    expect(listed!.radius).toBeGreaterThan(0);
    const page = await renewalStartPage(getDb(), b.owner, b.certificateId);
    expect(page.serviceArea).toMatchObject({
      serviceRadius: String(listed!.radius),
      serviceRadiusUnit: listed!.radiusUnit,
    });
  });

  it("a renewal may restate where the business works; completing it moves the directory's area, and an unstated one keeps it", async () => {
    const now = new Date();
    const b = await business(10, now);
    const admin = await staff("committee");
    const areaOf = async (applicationId: string) => {
      const [row] = await getDb()
        .select()
        .from(serviceAreas)
        .where(eq(serviceAreas.applicationId, applicationId));
      return row;
    };
    const before = await areaOf(b.applicationId);

    // Bad input is refused at the field; nothing is written.
    const bad = await refusal(
      () =>
        createRenewal(
          getDb(),
          b.owner,
          b.certificateId,
          { ...noChanges, serviceRadius: "0", serviceRegions: "Atlantis" },
          now,
        ),
      { unchanged: databaseDigest },
    );
    expect(bad.message).toBe(renewalMessages.invalidServiceArea);
    expect(bad.fieldErrors).toMatchObject({
      serviceRadius: expect.stringContaining("A radius of 0 serves no one"),
      serviceRegions: "Unknown state or province: Atlantis",
    });

    const renewal = await createRenewal(
      getDb(),
      b.owner,
      b.certificateId,
      { ...noChanges, serviceRadius: "30", serviceRadiusUnit: "mi", serviceRegions: "ON, QC" },
      now,
    );
    // Until the renewal completes, the directory keeps the certificate's current area.
    expect(await areaOf(b.applicationId)).toEqual(before);
    await updateRenewal(getDb(), admin, renewal.id, {
      decision: "approve",
      waiveReason: "No changes declared.",
    });
    await recordOfflinePayment(getDb(), admin, {
      applicationId: renewal.id,
      paymentType: "membership",
      method: "cheque",
      reference: "CHQ-AREA-2",
    });
    const after = await areaOf(b.applicationId);
    expect(after).toMatchObject({ radius: 30, radiusUnit: "mi", regions: ["Ontario", "Quebec"] });
    expect(after!.radiusKm).toBeCloseTo(48.28, 1);

    // The next renewal states no area: the business keeps the one it has.
    const other = await business(10, now);
    const otherBefore = await areaOf(other.applicationId);
    const plain = await createRenewal(getDb(), other.owner, other.certificateId, noChanges, now);
    expect(await areaOf(plain.id)).toMatchObject({
      radius: otherBefore!.radius,
      regions: otherBefore!.regions,
    });
  });

  it("staff certifying a renewal on its application page renews the certificate", async () => {
    const now = new Date();
    const b = await business(10, now);
    const admin = await staff("administrator");
    const renewal = await createRenewal(
      getDb(),
      b.owner,
      b.certificateId,
      { ...noChanges, hasPracticesChanged: true, descriptionOfChanges: "Added exclusion work" },
      now,
    );
    const refused = await refusal(
      () => updateRenewal(getDb(), admin, renewal.id, { decision: "approve" }),
      { unchanged: databaseDigest },
    );
    expect(refused.message).toBe(renewalMessages.changesNeedReview);
    await getDb()
      .update(applications)
      .set({ status: "approved" })
      .where(eq(applications.id, renewal.id));
    await changeApplicationStatus(getDb(), admin, renewal.id, { status: "certified" });
    const row = await certificateRow(b.certificateId);
    expect(row.expiryDate.getTime()).toBeGreaterThan(b.expiryDate.getTime() + 300 * DAY);
  });

  it("the renewals list: staff see all, the applicant their own, filtered by status and search", async () => {
    const now = new Date();
    const a = await business(15, now);
    const c = await business(16, now);
    await createRenewal(getDb(), a.owner, a.certificateId, noChanges, now);
    const rc = await createRenewal(getDb(), c.owner, c.certificateId, noChanges, now);
    const admin = await staff("committee");
    const all = await listRenewals(getDb(), admin, { q: c.certificateNumber });
    expect(all.rows.map((r) => r.id)).toEqual([rc.id]);
    expect(all.rows[0]).toMatchObject({
      certificateNumber: c.certificateNumber,
      status: "submitted",
      paymentStatus: "pending",
    });
    const own = await listRenewals(getDb(), a.owner, {});
    expect(own.rows.every((r) => r.certificateNumber === a.certificateNumber)).toBe(true);
    expect(own.total).toBe(1);
    const none = await listRenewals(getDb(), admin, {
      status: "certified",
      q: c.certificateNumber,
    });
    expect(none.total).toBe(0);
  });
});

describe("the renewal's audit step (decision 078)", () => {
  it("waived before the fee is paid: no audit fee is due, the membership fee is, and the progress says so", async () => {
    const now = new Date();
    const b = await business(20, now);
    const admin = await staff("committee");
    const renewal = await createRenewal(getDb(), b.owner, b.certificateId, noChanges, now);
    const blank = await refusal(
      () => updateRenewal(getDb(), admin, renewal.id, { decision: "approve", waiveReason: "  " }),
      { unchanged: databaseDigest },
    );
    expect(blank.fieldErrors).toEqual({ waiveReason: waiverMessages.reasonRequired });

    const approved = await updateRenewal(getDb(), admin, renewal.id, {
      decision: "approve",
      waiveReason: "Audited eleven months ago, all compliant.",
    });
    expect([approved.status, approved.paymentStatus]).toEqual(["approved", "audit-fee-waived"]);
    expect(approved.metadata.audit_waiver).toMatchObject({ refund_cents: 0 });
    const audit = await refusal(
      () =>
        recordOfflinePayment(getDb(), admin, {
          applicationId: renewal.id,
          paymentType: "audit",
          method: "cheque",
          reference: "CHQ-W",
        }),
      { unchanged: databaseDigest },
    );
    expect(audit.message).toBe("No audit fee is due: the programme waived this renewal's audit.");
    const [told] = await getDb()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, b.userId),
          like(notifications.message, "The programme waived%"),
        ),
      );
    expect(told!.message).toBe(
      `The programme waived this year's audit of the renewal of ${renewal.businessName}: Audited eleven months ago, all compliant. No renewal audit fee is due.`,
    );
    const progress = await listAccreditationProgress(getDb(), b.owner);
    const card = progress.applications.find((a) => a.id === renewal.id)!;
    const labels = card.progress.steps.map((s) => `${s.label}: ${s.state}`);
    expect(labels).toContain("No audit fee: done");
    expect(labels).toContain("Audit waived: done");
    expect(labels).not.toContain("Audit: done");

    await recordOfflinePayment(getDb(), admin, {
      applicationId: renewal.id,
      paymentType: "membership",
      method: "cheque",
      reference: "CHQ-M",
    });
    const [done] = await getDb().select().from(applications).where(eq(applications.id, renewal.id));
    expect([done!.status, done!.paymentStatus]).toEqual(["certified", "membership-fee-paid"]);
  });

  it("a renewal with an audit scheduled is not waived or approved from the list", async () => {
    const now = new Date();
    const b = await business(20, now);
    const admin = await staff("administrator");
    const renewal = await createRenewal(getDb(), b.owner, b.certificateId, noChanges, now);
    const examiner = await createTestUser("examiner");
    await getDb()
      .insert(inspections)
      .values({
        applicationId: renewal.id,
        examinerId: examiner.userId,
        scheduledDate: new Date(Date.now() + 5 * DAY),
        status: "scheduled",
      });
    const page = await listRenewals(getDb(), admin, { q: b.certificateNumber });
    expect(page.rows.map((r) => r.auditStep)).toEqual(["scheduled"]);
    const refused = await refusal(
      () =>
        updateRenewal(getDb(), admin, renewal.id, {
          decision: "approve",
          waiveReason: "Not needed",
        }),
      { unchanged: databaseDigest },
    );
    expect(refused.message).toBe(waiverMessages.needsAuditStep);
  });
});
