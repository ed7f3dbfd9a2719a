import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, auditLog, certificates, emailOutbox } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import type { Role } from "~/modules/permissions/permissions";
import { createTestUser } from "../../../tests/helpers/users";
import { certificateMachine } from "./certificate-rules";
import { expireCertificates } from "~/modules/renewals/expire-certificates.server";
import { generateCertificate } from "./generate-certificate.server";
import { revokeCertificate } from "./revoke-certificate.server";
import { setCertificateStatus } from "./set-certificate-status.server";
import type { Viewer } from "~/modules/permissions";
import { refusal } from "../../../tests/helpers/refusals";

async function user(role: Role) {
  const u = await createTestUser(role);
  const viewer: Viewer = { user: { id: u.userId }, activeRole: role };
  return { ...u, viewer };
}

let counter = 0;
async function issued() {
  counter++;
  const admin = await user("administrator");
  const owner = await user("applicant");
  const [app] = await getDb()
    .insert(applications)
    .values({
      applicantId: owner.userId,
      status: "approved",
      paymentStatus: "membership-fee-paid",
      businessName: `Table Wildlife ${counter}`,
      businessAddress: {
        street: "1 Main St",
        city: "Reno",
        region: "Nevada",
        postalCode: "89501",
        country: "United States",
      },
      contactName: "Table",
      contactEmail: `table${counter}@example.test`,
      contactPhone: "+1 775 555 0100",
    })
    .returning();
  const { certificate } = await generateCertificate(getDb(), admin.viewer, app!.id);
  return { admin, owner, certificate };
}

const renewal = { event: "system:renewal", actorId: null } as const;
/** The audit of a writer called only to be refused. */
const audited = { audit: { action: "certificate_test" } };

async function auditRowsOf(entityId: string) {
  return getDb()
    .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(auditLog.createdAt, auditLog.id);
}

async function rowOf(id: string) {
  const [row] = await getDb().select().from(certificates).where(eq(certificates.id, id));
  return row!;
}

describe("the certificate table", () => {
  it("expiry, revocation by staff and renewal by the system; revoked ends unless an appeal is upheld", () => {
    // Decision 057: an upheld appeal is the one way back from a revocation.
    expect(certificateMachine.final).toEqual([]);
    expect(certificateMachine.actorsFor("active", "expired")).toEqual(["system:expiry"]);
    expect(certificateMachine.actorsFor("expired", "revoked")).toEqual(["certificate.revoke"]);
    expect(certificateMachine.actorsFor("expired", "active")).toEqual(["system:renewal"]);
    expect(certificateMachine.actorsFor("active", "active")).toEqual(["system:renewal"]);
    expect(certificateMachine.actorsFor("revoked", "active")).toEqual(["system:appeal-upheld"]);
    expect(certificateMachine.actorsFor("revoked", "expired")).toEqual([]);
  });

  it("the writer takes the renewal edges with new dates and refuses edges the table lacks; nothing changes then", async () => {
    const { owner, admin, certificate } = await issued();
    const later = new Date(Date.now() + 400 * 86_400_000);
    // The expiry job's edge, then a renewal re-activates it with a new expiry date.
    await getDb()
      .update(certificates)
      .set({ expiryDate: new Date(Date.now() - 1000) })
      .where(eq(certificates.id, certificate.id));
    expect(await expireCertificates(getDb())).toContain(certificate.certificateNumber);
    const renewed = await getDb().transaction((tx) =>
      setCertificateStatus(tx, { id: certificate.id, status: "expired" }, "active", renewal, {
        changes: { expiryDate: later },
        audit: { action: "certificate_renewed" },
      }),
    );
    expect([renewed.status, renewed.expiryDate.getTime()]).toEqual(["active", later.getTime()]);
    const extended = await getDb().transaction((tx) =>
      setCertificateStatus(tx, renewed, "active", renewal, {
        changes: { expiryDate: later },
        audit: { action: "certificate_renewed" },
      }),
    );
    expect(extended.status).toBe("active");

    const before = await rowOf(certificate.id);
    const byPerson = await refusal(
      getDb().transaction((tx) =>
        setCertificateStatus(tx, before, "expired", { viewer: admin.viewer }, audited),
      ),
    );
    expect(byPerson.status).toBe(409);
    const byOwner = await refusal(
      getDb().transaction((tx) =>
        setCertificateStatus(tx, before, "revoked", { viewer: owner.viewer }, audited),
      ),
    );
    expect([byOwner.status, byOwner.message]).toEqual([
      403,
      "You do not have permission to revoke certificates",
    ]);
    await revokeCertificate(getDb(), admin.viewer, certificate.id, "Breach");
    const revoked = await rowOf(certificate.id);
    const revive = await refusal(
      getDb().transaction((tx) => setCertificateStatus(tx, revoked, "active", renewal, audited)),
    );
    expect(revive.status).toBe(409);
    expect(await rowOf(certificate.id)).toEqual(revoked);
    expect((await auditRowsOf(certificate.id)).map((r) => r.action)).not.toContain(
      "certificate_test",
    );
  });

  it("the writer writes the status and its audit row together, and neither when the transaction rolls back", async () => {
    const { admin, certificate } = await issued();
    const before = await auditRowsOf(certificate.id);
    const change = {
      changes: { suspendedAt: new Date(), suspendedBy: admin.userId, suspensionReason: "Check" },
      audit: { action: "certificate_suspended", details: { reason: "Check" } },
    };
    const rolledBack = await refusal(
      getDb().transaction(async (tx) => {
        await setCertificateStatus(tx, certificate, "suspended", { viewer: admin.viewer }, change);
        throw new AppError("conflict", "Undone.");
      }),
    );
    expect(rolledBack.message).toBe("Undone.");
    expect((await rowOf(certificate.id)).status).toBe("active");
    expect(await auditRowsOf(certificate.id)).toEqual(before);

    await getDb().transaction((tx) =>
      setCertificateStatus(tx, certificate, "suspended", { viewer: admin.viewer }, change),
    );
    expect((await rowOf(certificate.id)).status).toBe("suspended");
    expect(await auditRowsOf(certificate.id)).toEqual([
      ...before,
      {
        action: "certificate_suspended",
        actorId: admin.userId,
        details: { certificateNumber: certificate.certificateNumber, reason: "Check" },
      },
    ]);
  });

  it("the expiry job's row is the writer's: one certificate_expired per certificate, no actor", async () => {
    const { certificate } = await issued();
    await getDb()
      .update(certificates)
      .set({ expiryDate: new Date(Date.now() - 1000) })
      .where(eq(certificates.id, certificate.id));
    expect(await expireCertificates(getDb())).toContain(certificate.certificateNumber);
    expect(await expireCertificates(getDb())).not.toContain(certificate.certificateNumber);
    const expired = (await auditRowsOf(certificate.id)).filter(
      (r) => r.action === "certificate_expired",
    );
    expect(expired).toEqual([
      {
        action: "certificate_expired",
        actorId: null,
        details: { certificateNumber: certificate.certificateNumber },
      },
    ]);
  });

  it("two revocations at once: one wins, one notice per address, one audit entry", async () => {
    const { admin, certificate } = await issued();
    const committee = await user("committee");
    const results = await Promise.allSettled([
      revokeCertificate(getDb(), admin.viewer, certificate.id, "First reason"),
      revokeCertificate(getDb(), committee.viewer, certificate.id, "Second reason"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as AppError).status).toBe(409);
    const row = await rowOf(certificate.id);
    expect(row.status).toBe("revoked");
    const entries = await getDb()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, certificate.id), eq(auditLog.action, "certificate_revoked")),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ reason: row.revocationReason });
    const notices = (await getDb().select().from(emailOutbox)).filter(
      (m) =>
        m.template === "certificate-revoked" && m.subject.includes(certificate.certificateNumber),
    );
    // One notice per address (the contact and the account e-mail differ here), not one per attempt.
    expect(notices.map((m) => m.to).sort()).toEqual([...new Set(notices.map((m) => m.to))].sort());
    expect(notices).toHaveLength(2);
  });

  it("the expiry job and a revocation at once: no lost update (a stale revocation is refused, never overwritten)", async () => {
    const { admin, certificate } = await issued();
    await getDb()
      .update(certificates)
      .set({ expiryDate: new Date(Date.now() - 1000) })
      .where(eq(certificates.id, certificate.id));
    const [expiry, revocation] = await Promise.allSettled([
      expireCertificates(getDb()),
      revokeCertificate(getDb(), admin.viewer, certificate.id, "Breach"),
    ]);
    const row = await rowOf(certificate.id);
    const expired =
      expiry.status === "fulfilled" && expiry.value.includes(certificate.certificateNumber);
    if (row.status === "revoked") {
      // The revocation came last (from active, or from expired after the job): its facts are kept.
      expect(revocation.status).toBe("fulfilled");
      expect(row.revocationReason).toBe("Breach");
    } else {
      expect(row.status).toBe("expired");
      expect(expired).toBe(true);
      expect(revocation.status).toBe("rejected");
    }
  });
});
