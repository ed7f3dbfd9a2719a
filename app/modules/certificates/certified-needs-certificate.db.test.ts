/**
 * Decision 051: an application is certified only while its certificate is
 * active (status active, not past its expiry). The status writer refuses it
 * with a message that says why and what to do; the database refuses it too
 * (a deferred constraint trigger), whatever writes the row.
 */
import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  applications,
  applicationStatusHistory,
  auditLog,
  certificates,
  emailOutbox,
} from "~/db/schema";
import { getDb, migrationsFolder } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import type { Viewer } from "~/modules/permissions";
import { changeApplicationStatus } from "~/modules/review/change-application-status.server";
import { createRenewal } from "~/modules/renewals/create-renewal.server";
import {
  createCertifiedBusiness,
  type CertifiedBusinessOptions,
} from "../../../tests/helpers/certified-business";
import { insertActiveCertificate } from "../../../tests/helpers/certified-application";
import { databaseDigest } from "../../../tests/helpers/database-digest";
import { refusal } from "../../../tests/helpers/refusals";
import { createTestUser } from "../../../tests/helpers/users";
import { generateCertificate } from "./generate-certificate.server";
import { revokeCertificate } from "./revoke-certificate.server";

const DAY = 86_400_000;
const db = () => getDb();
const RULE = "An application is certified only while its certificate is active.";

async function staff(role: Role = "administrator"): Promise<Viewer> {
  const u = await createTestUser(role);
  return { user: { id: u.userId }, activeRole: role };
}

let counter = 0;
async function approvedApplication(paymentStatus = "membership-fee-paid") {
  counter++;
  const owner = await createTestUser("applicant");
  const [row] = await db()
    .insert(applications)
    .values({
      applicantId: owner.userId,
      status: "approved",
      paymentStatus,
      businessName: `Rule Wildlife ${counter}`,
      businessAddress: {
        street: "4 Birch Road",
        city: "Duluth",
        region: "Minnesota",
        postalCode: "55802",
        country: "United States",
      },
      contactName: "Kim Rule",
      contactEmail: `rule${counter}@example.test`,
      contactPhone: "+1 218 555 0100",
    })
    .returning();
  return row!;
}

/** A certified business with a renewal started by its owner and approved by staff. */
async function approvedRenewal(options: CertifiedBusinessOptions) {
  const business = await createCertifiedBusiness(options);
  const owner: Viewer = { user: { id: business.userId }, activeRole: "applicant" };
  const renewal = await createRenewal(db(), owner, business.certificateId, {
    hasAddressChanged: false,
    hasOwnerChanged: false,
    hasPracticesChanged: true,
    descriptionOfChanges: "New van",
  });
  await db()
    .update(applications)
    .set({ status: "approved" })
    .where(eq(applications.id, renewal.id));
  return { business, renewal };
}

async function statusOf(id: string) {
  const [row] = await db()
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  return row!.status;
}

/** A direct SQL write: refused by the database (the error of the trigger), nothing changed. */
async function refusedByDatabase(write: () => Promise<unknown>): Promise<string> {
  const before = await databaseDigest();
  let caught: unknown;
  try {
    await write();
  } catch (error) {
    caught = error;
  }
  expect(caught, "the database refused the write").toBeDefined();
  expect(await databaseDigest(), "the refused write changed nothing").toEqual(before);
  const error = caught as { message?: string; code?: string; cause?: { message?: string } };
  return [error.message, error.cause?.message].filter(Boolean).join(" | ");
}

describe("certified needs an active certificate: the status writer", () => {
  it("refuses Certified by hand without a certificate: says to generate it; nothing changes", async () => {
    const admin = await staff();
    const app = await approvedApplication();
    const refused = await refusal(
      () => changeApplicationStatus(db(), admin, app.id, { status: "certified" }),
      { unchanged: databaseDigest },
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toContain(RULE);
    expect(refused.message).toContain("generate the certificate");
  });

  it("a revoked business (returned to approved) cannot be set Certified again: no status e-mail", async () => {
    const admin = await staff();
    const committee = await staff("committee");
    const app = await approvedApplication();
    const { certificate } = await generateCertificate(db(), admin, app.id);
    await revokeCertificate(db(), committee, certificate.id, "Glue traps found in use");
    expect(await statusOf(app.id)).toBe("approved");
    const refused = await refusal(
      () => changeApplicationStatus(db(), admin, app.id, { status: "certified" }),
      { unchanged: databaseDigest },
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      `${RULE} Certificate ${certificate.certificateNumber} was revoked, and a revoked certificate is not reinstated: the business applies again (a new application, audited) to be certified.`,
    );
    const certifiedMail = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.template, "application-status"),
          sql`${emailOutbox.subject} like '%Certified%'`,
          eq(emailOutbox.to, app.contactEmail),
        ),
      );
    // Only the one sent when the certificate was issued.
    expect(certifiedMail).toHaveLength(1);
  });

  it("an expired certificate: Certified by hand is refused with 'renew'", async () => {
    const admin = await staff();
    const app = await approvedApplication();
    const { certificate } = await generateCertificate(db(), admin, app.id);
    // Staff moved it back by hand (an allowed edge); its certificate then expired.
    await changeApplicationStatus(db(), admin, app.id, { status: "approved" });
    await db()
      .update(certificates)
      .set({ expiryDate: new Date(Date.now() - DAY) })
      .where(eq(certificates.id, certificate.id));
    const refused = await refusal(
      () => changeApplicationStatus(db(), admin, app.id, { status: "certified" }),
      { unchanged: databaseDigest },
    );
    expect(refused.message).toContain(`Certificate ${certificate.certificateNumber} has expired`);
    expect(refused.message).toContain("renew it");
  });

  it("allows Certified right after generation, and by hand while the certificate is active", async () => {
    const admin = await staff();
    const app = await approvedApplication();
    const { certificate } = await generateCertificate(db(), admin, app.id);
    expect(certificate.status).toBe("active");
    expect(await statusOf(app.id)).toBe("certified");
    await changeApplicationStatus(db(), admin, app.id, { status: "approved" });
    await changeApplicationStatus(db(), admin, app.id, { status: "certified" });
    expect(await statusOf(app.id)).toBe("certified");
  });

  it("a renewal of an expired certificate may be certified: completing it makes the certificate active", async () => {
    const admin = await staff();
    const { business, renewal } = await approvedRenewal({ expiresInDays: -10, status: "expired" });
    await changeApplicationStatus(db(), admin, renewal.id, { status: "certified" });
    expect(await statusOf(renewal.id)).toBe("certified");
    const [renewed] = await db()
      .select()
      .from(certificates)
      .where(eq(certificates.id, business.certificateId));
    expect(renewed!.status).toBe("active");
    expect(renewed!.expiryDate.getTime()).toBeGreaterThan(Date.now() + 300 * DAY);
  });

  it("revocation returns every certified application of the certificate to approved, in its transaction", async () => {
    const admin = await staff();
    const { business, renewal } = await approvedRenewal({ expiresInDays: 20 });
    await changeApplicationStatus(db(), admin, renewal.id, { status: "certified" });
    expect(await statusOf(business.applicationId)).toBe("certified");
    await revokeCertificate(db(), admin, business.certificateId, "Complaint upheld");
    expect(await statusOf(business.applicationId)).toBe("approved");
    expect(await statusOf(renewal.id)).toBe("approved");
    const moved = await db()
      .select()
      .from(applicationStatusHistory)
      .where(
        and(
          eq(applicationStatusHistory.fromStatus, "certified"),
          eq(applicationStatusHistory.toStatus, "approved"),
          inArray(applicationStatusHistory.applicationId, [business.applicationId, renewal.id]),
        ),
      );
    expect(moved.map((h) => h.applicationId).sort()).toEqual(
      [business.applicationId, renewal.id].sort(),
    );
  });
});

describe("certified needs an active certificate: the database", () => {
  it("refuses a direct update to certified without a certificate, or with a revoked or expired one", async () => {
    const none = await approvedApplication();
    const noneMessage = await refusedByDatabase(() =>
      db().execute(sql`update applications set status = 'certified' where id = ${none.id}`),
    );
    expect(noneMessage).toContain(
      `An application is certified only while its certificate is active: application ${none.id} has no certificate`,
    );

    const revoked = await createCertifiedBusiness({ status: "revoked" });
    const revokedMessage = await refusedByDatabase(() =>
      db().execute(
        sql`update applications set status = 'certified' where id = ${revoked.applicationId}`,
      ),
    );
    expect(revokedMessage).toContain(`certificate ${revoked.certificateNumber}, which is revoked`);

    const expired = await createCertifiedBusiness({ expiresInDays: -3 });
    await db()
      .update(applications)
      .set({ status: "approved" })
      .where(eq(applications.id, expired.applicationId));
    const expiredMessage = await refusedByDatabase(() =>
      db().execute(
        sql`update applications set status = 'certified' where id = ${expired.applicationId}`,
      ),
    );
    expect(expiredMessage).toContain(`certificate ${expired.certificateNumber}, which has expired`);
  });

  it("refuses inserting a certified application without a certificate", async () => {
    const owner = await createTestUser("applicant");
    await refusedByDatabase(() =>
      db()
        .insert(applications)
        .values({
          applicantId: owner.userId,
          status: "certified",
          paymentStatus: "membership-fee-paid",
          businessName: "Never Certified Ltd",
          businessAddress: {
            street: "1 Elm",
            city: "Reno",
            region: "Nevada",
            postalCode: "89501",
            country: "United States",
          },
          contactName: "N",
          contactEmail: "n@example.test",
          contactPhone: "555",
        }),
    );
  });

  it("checks at commit: certified and its certificate written in one transaction are accepted", async () => {
    const app = await approvedApplication();
    await db().transaction(async (tx) => {
      await tx.update(applications).set({ status: "certified" }).where(eq(applications.id, app.id));
      await insertActiveCertificate(tx, app);
    });
    expect(await statusOf(app.id)).toBe("certified");
    // Other writes to a certified row are not checked again (expiry keeps the status, SPEC §4).
    await db()
      .update(certificates)
      .set({ expiryDate: new Date(Date.now() - DAY), status: "expired" })
      .where(eq(certificates.applicationId, app.id));
    await db()
      .update(applications)
      .set({ businessName: "Renamed While Expired", status: "certified" })
      .where(eq(applications.id, app.id));
    expect(await statusOf(app.id)).toBe("certified");
  });
});

describe("migration 0013: the data fix", () => {
  it("returns certified applications with a revoked certificate or none to approved, with history, audit and a count", async () => {
    const valid = await createCertifiedBusiness();
    const expired = await createCertifiedBusiness({ expiresInDays: -5, status: "expired" });
    const revoked = await createCertifiedBusiness();
    const orphan = await createCertifiedBusiness();
    // Broken the way older versions could leave them: the certificate revoked (or gone)
    // while the application stayed certified. Writes to certificates are not checked.
    await db()
      .update(certificates)
      .set({ status: "revoked", revokedAt: new Date(), revocationReason: "Old data" })
      .where(eq(certificates.id, revoked.certificateId));
    await db().delete(certificates).where(eq(certificates.id, orphan.certificateId));

    const file = fs
      .readdirSync(migrationsFolder)
      .find((f) => f.startsWith("0013_certified-needs-active-certificate"))!;
    const [dataFix] = fs
      .readFileSync(path.join(migrationsFolder, file), "utf8")
      .split("--> statement-breakpoint");
    await db().execute(sql.raw(dataFix!));

    expect(await statusOf(valid.applicationId)).toBe("certified");
    expect(await statusOf(expired.applicationId)).toBe("certified");
    expect(await statusOf(revoked.applicationId)).toBe("approved");
    expect(await statusOf(orphan.applicationId)).toBe("approved");
    const history = await db()
      .select()
      .from(applicationStatusHistory)
      .where(
        and(
          eq(applicationStatusHistory.fromStatus, "certified"),
          inArray(
            applicationStatusHistory.applicationId,
            [valid, expired, revoked, orphan].map((b) => b.applicationId),
          ),
        ),
      );
    expect(history.map((h) => [h.applicationId, h.toStatus, h.note]).sort()).toEqual(
      [
        [
          revoked.applicationId,
          "approved",
          `Returned to approved: certificate ${revoked.certificateNumber} is revoked (an application is certified only while its certificate is active).`,
        ],
        [
          orphan.applicationId,
          "approved",
          "Returned to approved: certified without a certificate (an application is certified only while its certificate is active).",
        ],
      ].sort(),
    );
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "status_changed"),
          sql`${auditLog.details}->>'by' like 'migration:%'`,
        ),
      );
    expect(audits.map((a) => a.entityId).sort()).toEqual(
      [revoked.applicationId, orphan.applicationId].sort(),
    );
    const [summary] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "migration"), eq(auditLog.action, "data_corrected")));
    expect(summary!.details).toMatchObject({
      applicationsReturnedToApproved: 2,
      historyRows: 2,
      auditRows: 2,
    });

    // Run again: nothing left to fix, no second summary.
    await db().execute(sql.raw(dataFix!));
    const summaries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "migration"), eq(auditLog.action, "data_corrected")));
    expect(summaries).toHaveLength(1);
  });
});
