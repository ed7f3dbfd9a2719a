import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusHistory,
  auditLog,
  certificates,
  emailOutbox,
  notifications,
} from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { Role } from "~/modules/permissions/permissions";
import { createTestUser } from "../../../tests/helpers/users";
import { expireCertificates } from "~/modules/renewals/expire-certificates.server";
import type { CertificateRow } from "./certificate-record.server";
import { formatCertificateDate } from "./certificate-rules";
import { generateCertificate } from "./generate-certificate.server";
import { getCertificate } from "./get-certificate.server";
import { getCertificateByCode } from "./get-certificate-by-code.server";
import { listCertifiableApplications } from "./list-certifiable-applications.server";
import { listCertificates } from "./list-certificates.server";
import { revokeCertificate } from "./revoke-certificate.server";
import type { Viewer } from "~/modules/permissions";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";

const db = () => getDb();

async function user(role: Role) {
  const u = await createTestUser(role);
  const viewer: Viewer = { user: { id: u.userId }, activeRole: role };
  return { ...u, viewer };
}

async function makeApplication(
  applicantId: string,
  values: { status?: string; paymentStatus?: string; businessName?: string } = {},
) {
  const [row] = await db()
    .insert(applications)
    .values({
      applicantId,
      status: values.status ?? "approved",
      paymentStatus: values.paymentStatus ?? "membership-fee-paid",
      businessName:
        values.businessName ?? `Gentle Wildlife ${Math.random().toString(36).slice(2, 7)}`,
      businessAddress: {
        street: "12 Maple Street",
        city: "Burlington",
        region: "Vermont",
        postalCode: "05401",
        country: "United States",
      },
      contactName: "Dana Fox",
      contactEmail: "contact@gentle.example",
      contactPhone: "+1 802 555 0100",
    })
    .returning();
  return row!;
}

async function applicationStatus(id: string) {
  const [row] = await db().select().from(applications).where(eq(applications.id, id));
  return row!.status;
}

describe("generate-certificate", () => {
  it("issues an active one-year certificate with a YEAR-NNNNN number, an unguessable code and URL; the application becomes certified; notification and e-mail to the applicant", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const before = Date.now();
    const { certificate, created } = await generateCertificate(db(), admin.viewer, app.id);
    expect(created).toBe(true);
    const year = new Date().getUTCFullYear();
    expect(certificate.certificateNumber).toMatch(new RegExp(`^${year}-\\d{5}$`));
    expect(certificate.status).toBe("active");
    expect(certificate.businessId).toBe(applicant.userId);
    expect(certificate.createdBy).toBe(admin.userId);
    expect(certificate.verificationCode).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(certificate.verificationUrl).toBe(
      `${getEnv().baseUrl}/verify/${certificate.verificationCode}`,
    );
    expect(certificate.issueDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const expected = new Date(certificate.issueDate);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(certificate.expiryDate.toISOString()).toBe(expected.toISOString());

    expect(await applicationStatus(app.id)).toBe("certified");
    const history = await db()
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, app.id));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: "approved",
        toStatus: "certified",
        actorId: admin.userId,
      }),
    ]);
    const issued = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, applicant.userId),
          eq(notifications.type, "certificate_issued"),
        ),
      );
    expect(issued).toHaveLength(1);
    expect(issued[0]!.message).toContain(certificate.certificateNumber);
    expect(issued[0]!.metadata).toEqual({
      link: `/dashboard/certificates/view/${certificate.id}`,
      // The text stored as a message and its values, read in the reader's language (issue 36).
      text: {
        sentences: [
          {
            id: "certificates.notification.issued",
            values: { number: certificate.certificateNumber, businessName: expect.any(String) },
          },
        ],
      },
    });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.template, "certificate-issued"), eq(emailOutbox.to, applicant.email)),
      );
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(certificate.certificateNumber);
    expect(mail!.text).toContain(formatCertificateDate(certificate.issueDate));
    expect(mail!.text).toContain(formatCertificateDate(certificate.expiryDate));
    expect(mail!.text).toContain(certificate.verificationUrl);
    expect(mail!.text).toContain(`${getEnv().baseUrl}/dashboard/certificates`);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, certificate.id), eq(auditLog.action, "certificate_generated")),
      );
    expect(audits).toHaveLength(1);
  });

  it("committee may generate; a second call returns the same certificate", async () => {
    const committee = await user("committee");
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const first = await generateCertificate(db(), committee.viewer, app.id);
    const again = await generateCertificate(db(), committee.viewer, app.id);
    expect(again).toEqual({ certificate: first.certificate, created: false });
    const rows = await db()
      .select()
      .from(certificates)
      .where(eq(certificates.applicationId, app.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses applicants and examiners, unknown applications, unapproved or unpaid ones (SPEC §8 texts)", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const examiner = await user("examiner");
    const app = await makeApplication(applicant.userId);
    for (const who of [applicant, examiner]) {
      const error = await refusal(() => generateCertificate(db(), who.viewer, app.id), {
        unchanged: databaseDigest,
      });
      expect(error.status).toBe(403);
      expect(error.message).toBe("You do not have permission to generate certificates");
    }
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const error = await refusal(() => generateCertificate(db(), admin.viewer, id), {
        unchanged: databaseDigest,
      });
      expect(error.status).toBe(404);
      expect(error.message).toBe("Application not found");
    }
    for (const status of ["submitted", "review-panel", "rejected"]) {
      const other = await makeApplication(applicant.userId, { status });
      const error = await refusal(() => generateCertificate(db(), admin.viewer, other.id), {
        unchanged: databaseDigest,
      });
      expect(error.message).toBe("Application must be approved before generating a certificate");
    }
    for (const paymentStatus of ["pending", "audit-fee-paid"]) {
      const other = await makeApplication(applicant.userId, { paymentStatus });
      const error = await refusal(() => generateCertificate(db(), admin.viewer, other.id), {
        unchanged: databaseDigest,
      });
      expect(error.message).toBe("Membership fee must be paid before generating a certificate");
    }
    expect(
      await db().select().from(certificates).where(eq(certificates.applicationId, app.id)),
    ).toEqual([]);
  });

  it("20 concurrent generations for 20 applications give 20 distinct numbers of the right format", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const apps = await Promise.all(
      Array.from({ length: 20 }, () => makeApplication(applicant.userId)),
    );
    const results = await Promise.all(
      apps.map((a) => generateCertificate(db(), admin.viewer, a.id)),
    );
    const numbers = results.map((r) => r.certificate.certificateNumber);
    expect(new Set(numbers).size).toBe(20);
    for (const n of numbers) expect(n).toMatch(/^\d{4}-\d{5}$/);
    expect(results.every((r) => r.created)).toBe(true);
    const statuses = await Promise.all(apps.map((a) => applicationStatus(a.id)));
    expect(new Set(statuses)).toEqual(new Set(["certified"]));
  });

  it("two concurrent generations for one application give one certificate, returned to both", async () => {
    const admin = await user("administrator");
    const committee = await user("committee");
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const [a, b] = await Promise.all([
      generateCertificate(db(), admin.viewer, app.id),
      generateCertificate(db(), committee.viewer, app.id),
    ]);
    expect(a!.certificate.id).toBe(b!.certificate.id);
    expect([a!.created, b!.created].sort()).toEqual([false, true]);
    const rows = await db()
      .select()
      .from(certificates)
      .where(eq(certificates.applicationId, app.id));
    expect(rows).toHaveLength(1);
    const issued = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, applicant.userId),
          eq(notifications.type, "certificate_issued"),
        ),
      );
    expect(issued).toHaveLength(1);
  });
});

describe("a certificate's facts are fixed at issue (decision 066)", () => {
  it("renaming or moving the business afterwards leaves the certificate, its verification and list as issued", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId, { businessName: "Humane Solutions" });
    const { certificate } = await generateCertificate(db(), admin.viewer, app.id);
    const [stored] = await db()
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(stored!.businessName).toBe("Humane Solutions");
    expect(stored!.businessAddress).toMatchObject({ city: "Burlington" });

    // Staff rename and move the certified application.
    await db()
      .update(applications)
      .set({
        businessName: "Renamed Later Inc.",
        businessAddress: { ...app.businessAddress, city: "Montpelier" },
      })
      .where(eq(applications.id, app.id));

    const view = await getCertificate(db(), admin.viewer, certificate.id);
    expect(view.businessName).toBe("Humane Solutions");
    expect(view.businessAddress).toMatchObject({ city: "Burlington" });
    const open = await getCertificateByCode(db(), certificate.verificationCode);
    expect(open!.businessName).toBe("Humane Solutions");
    expect(open!.businessAddressLines.join(" ")).toContain("Burlington");
    expect(open!.businessAddressLines.join(" ")).not.toContain("Montpelier");
    const mine = await listCertificates(
      db(),
      { user: { id: applicant.userId }, activeRole: "applicant" },
      {},
    );
    expect(mine.rows.find((r) => r.id === certificate.id)?.businessName).toBe("Humane Solutions");
  });
});

describe("revoke-certificate", () => {
  it("revokes with a reason: status, who/when/why, application back to approved, notification, audit log", async () => {
    const admin = await user("administrator");
    const committee = await user("committee");
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const { certificate } = await generateCertificate(db(), admin.viewer, app.id);
    const revoked = await revokeCertificate(
      db(),
      committee.viewer,
      certificate.id,
      "  Lethal traps found at a follow-up visit  ",
    );
    expect(revoked).toEqual(
      expect.objectContaining({
        status: "revoked",
        revokedBy: committee.userId,
        revocationReason: "Lethal traps found at a follow-up visit",
      }),
    );
    expect(revoked.revokedAt).toBeInstanceOf(Date);
    expect(await applicationStatus(app.id)).toBe("approved");
    const changes = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, applicant.userId),
          eq(notifications.type, "certificate_status_change"),
        ),
      );
    expect(changes).toHaveLength(1);
    expect(changes[0]!.message).toContain("revoked");
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, certificate.id), eq(auditLog.action, "certificate_revoked")),
      );
    expect(audits).toHaveLength(1);
    const error = await refusal(
      () => revokeCertificate(db(), admin.viewer, certificate.id, "again"),
      { unchanged: databaseDigest },
    );
    expect(error.message).toBe("This certificate is already revoked");
    // One certificate per application: generating again returns the revoked one.
    const again = await generateCertificate(db(), admin.viewer, app.id);
    expect(again).toEqual({
      certificate: expect.objectContaining({ id: certificate.id, status: "revoked" }),
      created: false,
    });
  });

  it("refuses applicants and examiners, a missing reason and unknown certificates", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const examiner = await user("examiner");
    const app = await makeApplication(applicant.userId);
    const { certificate } = await generateCertificate(db(), admin.viewer, app.id);
    for (const who of [applicant, examiner]) {
      const error = await refusal(
        () => revokeCertificate(db(), who.viewer, certificate.id, "reason"),
        { unchanged: databaseDigest },
      );
      expect(error.status).toBe(403);
      expect(error.message).toBe("You do not have permission to revoke certificates");
    }
    for (const reason of ["", "   ", undefined]) {
      const error = await refusal(
        () => revokeCertificate(db(), admin.viewer, certificate.id, reason),
        { unchanged: databaseDigest },
      );
      expect(error.status).toBe(422);
      expect(error.fieldErrors).toEqual({
        reason: "Enter the reason for revoking this certificate",
      });
    }
    const missing = await refusal(
      () => revokeCertificate(db(), admin.viewer, "00000000-0000-4000-8000-000000000000", "reason"),
      { unchanged: databaseDigest },
    );
    expect(missing.status).toBe(404);
    const [row] = await db().select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(row!.status).toBe("active");
    expect(await applicationStatus(app.id)).toBe("certified");
  });

  it("revokes when the application is no longer certified (nothing to move back)", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const app = await makeApplication(applicant.userId);
    const { certificate } = await generateCertificate(db(), admin.viewer, app.id);
    await db().update(applications).set({ status: "rejected" }).where(eq(applications.id, app.id));
    const revoked = await revokeCertificate(db(), admin.viewer, certificate.id, "Closed business");
    expect(revoked.status).toBe("revoked");
    expect(await applicationStatus(app.id)).toBe("rejected");
  });
});

describe("get-certificate-by-code (public verification)", () => {
  it("valid, expired (past expiry), expired (marked), revoked (with date) and unknown", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const [valid, pastExpiry, marked, revoked] = await Promise.all(
      [0, 1, 2, 3].map(() => makeApplication(applicant.userId)),
    );
    const certs = [];
    for (const app of [valid!, pastExpiry!, marked!, revoked!]) {
      certs.push((await generateCertificate(db(), admin.viewer, app.id)).certificate);
    }
    await db()
      .update(certificates)
      .set({ expiryDate: new Date(Date.now() - 86_400_000) })
      .where(eq(certificates.id, certs[1]!.id));
    await db()
      .update(certificates)
      .set({ status: "expired" })
      .where(eq(certificates.id, certs[2]!.id));
    await revokeCertificate(db(), admin.viewer, certs[3]!.id, "Complaint upheld");

    const facts = await getCertificateByCode(db(), certs[0]!.verificationCode);
    expect(facts).toEqual({
      certificateNumber: certs[0]!.certificateNumber,
      businessName: valid!.businessName,
      businessAddress: {
        street: "12 Maple Street",
        city: "Burlington",
        region: "Vermont",
        postalCode: "05401",
        country: "United States",
      },
      businessAddressLines: ["12 Maple Street", "Burlington, Vermont, 05401", "United States"],
      issueDate: certs[0]!.issueDate,
      expiryDate: certs[0]!.expiryDate,
      status: "valid",
      revokedAt: null,
      suspendedAt: null,
      standardsVersion: null,
    });
    expect(await getCertificateByCode(db(), ` ${certs[0]!.certificateNumber} `)).toEqual(facts);
    expect((await getCertificateByCode(db(), certs[1]!.verificationCode))?.status).toBe("expired");
    expect((await getCertificateByCode(db(), certs[2]!.certificateNumber))?.status).toBe("expired");
    const revokedFacts = await getCertificateByCode(db(), certs[3]!.verificationCode);
    expect(revokedFacts?.status).toBe("revoked");
    expect(revokedFacts?.revokedAt).toBeInstanceOf(Date);
    expect(await getCertificateByCode(db(), "no-such-code")).toBeNull();
    expect(await getCertificateByCode(db(), "1999-00001")).toBeNull();
    expect(await getCertificateByCode(db(), "")).toBeNull();
  });
});

describe("list-certificates, get-certificate, certifiable applications", () => {
  it("applicants see only their own; staff see all with status filter and search; newest first; examiners refused", async () => {
    const admin = await user("administrator");
    const committee = await user("committee");
    const examiner = await user("examiner");
    const alice = await user("applicant");
    const bob = await user("applicant");
    const aliceApp = await makeApplication(alice.userId, { businessName: "Alice Humane Removal" });
    const bobApp = await makeApplication(bob.userId, { businessName: "Bob Bat Exclusion" });
    const aliceCert = (await generateCertificate(db(), admin.viewer, aliceApp.id)).certificate;
    const bobCert = (await generateCertificate(db(), admin.viewer, bobApp.id)).certificate;

    const own = (await listCertificates(db(), alice.viewer)).rows;
    expect(own.map((c) => c.id)).toEqual([aliceCert.id]);
    expect(own[0]).toEqual(
      expect.objectContaining({
        businessName: "Alice Humane Removal",
        effectiveStatus: "valid",
        businessAddress: expect.objectContaining({ city: "Burlington" }),
      }),
    );
    const all = (await listCertificates(db(), committee.viewer)).rows;
    const ids = all.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([aliceCert.id, bobCert.id]));
    expect(ids.indexOf(bobCert.id)).toBeLessThan(ids.indexOf(aliceCert.id));
    for (let i = 1; i < all.length; i++) {
      expect(all[i - 1]!.issueDate.getTime()).toBeGreaterThanOrEqual(all[i]!.issueDate.getTime());
    }
    expect(
      (await listCertificates(db(), admin.viewer, { q: "bob bat" })).rows.map((c) => c.id),
    ).toEqual([bobCert.id]);
    expect(
      (await listCertificates(db(), admin.viewer, { q: aliceCert.certificateNumber })).rows.map(
        (c) => c.id,
      ),
    ).toEqual([aliceCert.id]);
    expect(await listCertificates(db(), admin.viewer, { q: "100%_nothing" })).toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
    // Paged in SQL: the total is counted, a page holds at most the page size.
    const firstPage = await listCertificates(db(), committee.viewer, {}, 1);
    expect(firstPage.rows.map((c) => c.id)).toEqual([ids[0]]);
    expect(firstPage.total).toBeGreaterThanOrEqual(2);
    expect(firstPage.pageCount).toBe(firstPage.total);
    const second = await listCertificates(db(), committee.viewer, { page: 2 }, 1);
    expect(second.rows.map((c) => c.id)).toEqual([ids[1]]);
    const beyond = await listCertificates(db(), committee.viewer, { page: 10_000 }, 1);
    expect(beyond.page).toBe(beyond.pageCount);

    await revokeCertificate(db(), admin.viewer, bobCert.id, "Reason");
    const revoked = (await listCertificates(db(), admin.viewer, { status: "revoked" })).rows;
    expect(revoked.map((c) => c.id)).toContain(bobCert.id);
    expect(revoked.map((c) => c.id)).not.toContain(aliceCert.id);
    const valid = (await listCertificates(db(), admin.viewer, { status: "valid" })).rows;
    expect(valid.map((c) => c.id)).toContain(aliceCert.id);
    expect(valid.map((c) => c.id)).not.toContain(bobCert.id);
    expect(valid.every((c) => c.effectiveStatus === "valid")).toBe(true);

    const error = await refusal(listCertificates(db(), examiner.viewer));
    expect(error.status).toBe(403);

    expect((await getCertificate(db(), alice.viewer, aliceCert.id)).id).toBe(aliceCert.id);
    expect((await getCertificate(db(), committee.viewer, aliceCert.id)).id).toBe(aliceCert.id);
    for (const who of [bob, examiner]) {
      const hidden = await refusal(getCertificate(db(), who.viewer, aliceCert.id));
      expect(hidden.status).toBe(404);
      expect(hidden.message).toBe("Certificate not found");
    }
    expect((await refusal(getCertificate(db(), admin.viewer, "nope"))).status).toBe(404);
  });

  it("lists approved, membership-paid applications without a certificate for staff only", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const ready = await makeApplication(applicant.userId);
    const unpaid = await makeApplication(applicant.userId, { paymentStatus: "audit-fee-paid" });
    const review = await makeApplication(applicant.userId, { status: "review-panel" });
    const done = await makeApplication(applicant.userId);
    await generateCertificate(db(), admin.viewer, done.id);
    const page = await listCertifiableApplications(db(), admin.viewer, { pageSize: 1000 });
    const ids = page.rows.map((a) => a.id);
    expect(page.total).toBe(ids.length);
    const small = await listCertifiableApplications(db(), admin.viewer, { pageSize: 1 });
    expect([small.rows.length, small.total, small.pageCount]).toEqual([1, ids.length, ids.length]);
    expect(ids).toContain(ready.id);
    expect(ids).not.toContain(unpaid.id);
    expect(ids).not.toContain(review.id);
    expect(ids).not.toContain(done.id);
    const error = await refusal(listCertifiableApplications(db(), applicant.viewer));
    expect(error.message).toBe("You do not have permission to generate certificates");
  });
});

describe("expire-certificates", () => {
  it("marks active certificates past expiry as expired once, notifies the business; leaves valid and revoked ones", async () => {
    const admin = await user("administrator");
    const applicant = await user("applicant");
    const apps = await Promise.all([0, 1, 2].map(() => makeApplication(applicant.userId)));
    const certs: CertificateRow[] = [];
    for (const app of apps)
      certs.push((await generateCertificate(db(), admin.viewer, app.id)).certificate);
    await db()
      .update(certificates)
      .set({ expiryDate: new Date(Date.now() - 60_000) })
      .where(eq(certificates.id, certs[0]!.id));
    await db()
      .update(certificates)
      .set({ status: "revoked", expiryDate: new Date(Date.now() - 60_000) })
      .where(eq(certificates.id, certs[2]!.id));
    const numbers = await expireCertificates(db());
    expect(numbers).toContain(certs[0]!.certificateNumber);
    expect(numbers).not.toContain(certs[1]!.certificateNumber);
    expect(numbers).not.toContain(certs[2]!.certificateNumber);
    const rows = await db().select().from(certificates);
    const byId = new Map(rows.map((r) => [r.id, r.status]));
    expect(byId.get(certs[0]!.id)).toBe("expired");
    expect(byId.get(certs[1]!.id)).toBe("active");
    expect(byId.get(certs[2]!.id)).toBe("revoked");
    expect(await expireCertificates(db())).not.toContain(certs[0]!.certificateNumber);
    const notices = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, applicant.userId),
          eq(notifications.type, "certificate_status_change"),
        ),
      );
    expect(notices.filter((n) => n.message.includes(certs[0]!.certificateNumber))).toHaveLength(1);
  });
});
