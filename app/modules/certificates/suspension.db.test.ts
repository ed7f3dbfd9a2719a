import { decodeList } from "@digitalbazaar/vc-bitstring-status-list";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, auditLog, certificates, credentials, emailOutbox } from "~/db/schema";
import { addDays } from "~/domain/renewal-status";
import { getDb } from "~/lib/db.server";
import { isoDate } from "~/lib/format";
import { getEnv } from "~/lib/env.server";
import { getStatusListCredential } from "~/modules/credentials/index.server";
import { listDirectoryBusinesses } from "~/modules/directory/index.server";
import { defaultReportRange, getProgrammeReport } from "~/modules/reports/index.server";
import { createRenewal, renewalMessages, runExpiryChecks } from "~/modules/renewals/index.server";
import type { Viewer } from "~/modules/permissions";
import { verifyCertificate } from "~/modules/verification/index.server";
import { createTestUser } from "../../../tests/helpers/users";
import { generateCertificate } from "./generate-certificate.server";
import { getAccreditation } from "./get-accreditation.server";
import { reinstateCertificate } from "./reinstate-certificate.server";
import { suspendCertificate } from "./suspend-certificate.server";
import { certificateMachine } from "./certificate-rules";
import { listCertificates, parseCertificateListQuery } from "./list-certificates.server";
import { revokeCertificate } from "./revoke-certificate.server";

async function certifiedBusiness(name: string) {
  const applicant = await createTestUser("applicant");
  const admin = await createTestUser("administrator");
  const actor: Viewer = { user: { id: admin.userId }, activeRole: "administrator" };
  const [application] = await getDb()
    .insert(applications)
    .values({
      applicantId: applicant.userId,
      status: "approved",
      paymentStatus: "membership-fee-paid",
      businessName: name,
      businessAddress: {
        street: "5 Lake Road",
        city: "Halifax",
        region: "Nova Scotia",
        postalCode: "B3H 1A1",
        country: "Canada",
      },
      contactName: "Sam Lee",
      contactEmail: `${name.replace(/\W+/g, "-").toLowerCase()}@example.test`,
      contactPhone: "+1 902 555 0100",
      metadata: { services_offered: ["Bat exclusion"], service_area: "Halifax County" },
    })
    .returning();
  const { certificate } = await generateCertificate(getDb(), actor, application!.id);
  return { applicant, actor, application: application!, certificate };
}

const today = () => isoDate(new Date(), getEnv().PROGRAMME_TIME_ZONE);
const clientIp = "192.0.2.44";

describe("certificate suspension (decision 056)", () => {
  it("the state table: staff suspend an active certificate, reinstate or revoke it; an upheld appeal reinstates", () => {
    expect(certificateMachine.allows("active", "suspended", "certificate.suspend")).toBe(true);
    expect(certificateMachine.allows("suspended", "active", "certificate.reinstate")).toBe(true);
    expect(certificateMachine.allows("suspended", "revoked", "certificate.revoke")).toBe(true);
    expect(certificateMachine.allows("suspended", "active", "system:appeal-upheld")).toBe(true);
    expect(certificateMachine.allows("revoked", "active", "system:appeal-upheld")).toBe(true);
    expect(certificateMachine.allows("expired", "suspended", "certificate.suspend")).toBe(false);
    expect(certificateMachine.allows("suspended", "expired", "system:expiry")).toBe(false);
    expect(certificateMachine.allows("suspended", "active", "system:renewal")).toBe(false);
  });

  it("suspended: verification says Suspended with the date, the directory hides it, the suspension bit is set, the business is e-mailed; reinstated: all back", async () => {
    const { actor, certificate } = await certifiedBusiness("Suspension Wildlife Care");
    const code = certificate.verificationCode;
    expect((await listDirectoryBusinesses(getDb(), { q: "Suspension Wildlife" })).total).toBe(1);

    await suspendCertificate(getDb(), actor, certificate.id, {
      reason: "Complaint under investigation",
      reviewOn: addDays(today(), 14),
    });
    const verified = await verifyCertificate(getDb(), code, { clientIp });
    expect(verified.status).toBe("suspended");
    expect(verified.suspendedAt).toEqual(expect.any(String));
    expect(JSON.stringify(verified)).not.toContain("Complaint under investigation");
    expect((await listDirectoryBusinesses(getDb(), { q: "Suspension Wildlife" })).total).toBe(0);
    const state = await getAccreditation(getDb(), { certificateId: certificate.id });
    expect(state.kind).toBe("suspended");
    const bits = await getDb()
      .select({ suspended: credentials.suspended, revoked: credentials.revoked })
      .from(credentials)
      .where(eq(credentials.certificateId, certificate.id));
    expect(bits.length).toBeGreaterThan(0);
    expect(bits.every((b) => b.suspended && !b.revoked)).toBe(true);
    const mails = await getDb()
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "decision-notice"));
    expect(mails.map((m) => m.subject)).toContain(
      `Certificate ${certificate.certificateNumber} suspended`,
    );
    const audits = await getDb()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, certificate.id), eq(auditLog.action, "certificate_suspended")),
      );
    expect(audits).toHaveLength(1);

    await reinstateCertificate(getDb(), actor, certificate.id, { note: "Investigation closed" });
    expect((await verifyCertificate(getDb(), code, { clientIp })).status).toBe("valid");
    expect((await listDirectoryBusinesses(getDb(), { q: "Suspension Wildlife" })).total).toBe(1);
    const after = await getDb()
      .select({ suspended: credentials.suspended })
      .from(credentials)
      .where(eq(credentials.certificateId, certificate.id));
    expect(after.every((b) => !b.suspended)).toBe(true);
    const [row] = await getDb()
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(row).toMatchObject({ status: "active", suspendedAt: null, suspensionReason: null });
  });

  it("refuses a missing reason, a past review date and a business's own account, changing nothing", async () => {
    const { actor, applicant, certificate } = await certifiedBusiness("Refused Suspension Co");
    await expect(
      suspendCertificate(getDb(), actor, certificate.id, {
        reason: " ",
        reviewOn: addDays(today(), 3),
      }),
    ).rejects.toMatchObject({
      fieldErrors: { reason: "Enter the reason for suspending this certificate" },
    });
    await expect(
      suspendCertificate(getDb(), actor, certificate.id, { reason: "x", reviewOn: today() }),
    ).rejects.toMatchObject({ fieldErrors: { reviewOn: "The review date must be after today" } });
    const own: Viewer = { user: { id: applicant.userId }, activeRole: "applicant" };
    await expect(
      suspendCertificate(getDb(), own, certificate.id, {
        reason: "x",
        reviewOn: addDays(today(), 3),
      }),
    ).rejects.toMatchObject({ message: "You do not have permission to suspend certificates" });
    await expect(reinstateCertificate(getDb(), actor, certificate.id, {})).rejects.toMatchObject({
      message: "This certificate is not suspended",
    });
    const [row] = await getDb()
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(row!.status).toBe("active");
    expect(row!.suspendedAt).toBeNull();
  });

  it("the published suspension status list carries the credential's bit; reinstatement clears it; revoking a suspended certificate moves it to the revocation list", async () => {
    const { actor, certificate } = await certifiedBusiness("Status List Wildlife");
    const [credential] = await getDb()
      .select()
      .from(credentials)
      .where(eq(credentials.certificateId, certificate.id));
    const bit = async (purpose: "suspension" | "revocation") => {
      const list = (await getStatusListCredential(getDb(), purpose, credential!.statusList)) as {
        credentialSubject: { encodedList: string; statusPurpose: string };
      };
      expect(list.credentialSubject.statusPurpose).toBe(purpose);
      const decoded = await decodeList({ encodedList: list.credentialSubject.encodedList });
      return decoded.getStatus(credential!.statusIndex);
    };
    expect(await bit("suspension")).toBe(false);
    const reviewOn = addDays(today(), 7);
    await suspendCertificate(getDb(), actor, certificate.id, { reason: "Inquiry", reviewOn });
    expect(await bit("suspension")).toBe(true);
    expect(await bit("revocation")).toBe(false);
    await reinstateCertificate(getDb(), actor, certificate.id, {});
    expect(await bit("suspension")).toBe(false);

    // Suspended, then revoked: the revocation bit, no longer the suspension one; verification says Revoked.
    await suspendCertificate(getDb(), actor, certificate.id, { reason: "Inquiry", reviewOn });
    await revokeCertificate(getDb(), actor, certificate.id, "The inquiry found glue traps in use.");
    const [row] = await getDb()
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificate.id));
    expect(row).toMatchObject({ status: "revoked", revokedBy: actor.user.id });
    expect(await bit("revocation")).toBe(true);
    expect(await bit("suspension")).toBe(false);
    const verified = await verifyCertificate(getDb(), certificate.verificationCode, { clientIp });
    expect(verified.status).toBe("revoked");
    await expect(reinstateCertificate(getDb(), actor, certificate.id, {})).rejects.toMatchObject({
      message: "This certificate is not suspended",
    });
  });

  it("renewals: a suspended certificate cannot be renewed, the expiry job leaves it alone, and reinstated past its expiry it expires at the next run (no extra validity)", async () => {
    const { actor, applicant, certificate } = await certifiedBusiness("Renewal Suspension Co");
    const business: Viewer = { user: { id: applicant.userId }, activeRole: "applicant" };
    await suspendCertificate(getDb(), actor, certificate.id, {
      reason: "Inquiry",
      reviewOn: addDays(today(), 30),
    });
    await expect(
      createRenewal(getDb(), business, certificate.id, {
        hasAddressChanged: false,
        hasOwnerChanged: false,
        hasPracticesChanged: false,
        descriptionOfChanges: null,
      }),
    ).rejects.toMatchObject({
      message: renewalMessages.suspended,
    });
    // Its dates run out while suspended: the daily job neither expires it nor sends notices.
    const past = new Date(Date.now() - 3 * 86_400_000);
    await getDb()
      .update(certificates)
      .set({ expiryDate: past })
      .where(eq(certificates.id, certificate.id));
    // Expiry notices of any kind, to anyone (the account or the application's contact).
    const mailsTo = async () =>
      (
        await getDb()
          .select({ to: emailOutbox.to })
          .from(emailOutbox)
          .where(inArray(emailOutbox.template, ["certificate-expired", "certificate-expiring"]))
      ).map((m) => m.to);
    const before = await mailsTo();
    await runExpiryChecks(getDb());
    const status = async () =>
      (
        await getDb()
          .select({ status: certificates.status })
          .from(certificates)
          .where(eq(certificates.id, certificate.id))
      )[0]!.status;
    expect(await status()).toBe("suspended");
    expect(await mailsTo()).toEqual(before);
    // Reinstated after its expiry: not in force; the next run marks it expired.
    await reinstateCertificate(getDb(), actor, certificate.id, {});
    expect((await getAccreditation(getDb(), { certificateId: certificate.id })).kind).not.toBe(
      "accredited",
    );
    await runExpiryChecks(getDb());
    expect(await status()).toBe("expired");
  });

  it("reports: Suspended is its own figure, linked to the certificates list filtered by state; suspended certificates are left out of the renewal rate", async () => {
    const { actor, certificate } = await certifiedBusiness("Report Suspension Co");
    const committee = await createTestUser("committee");
    const viewer: Viewer = { user: { id: committee.userId }, activeRole: "committee" };
    const report = async () =>
      getProgrammeReport(getDb(), viewer, { ...defaultReportRange(), region: "" });
    const figure = (r: Awaited<ReturnType<typeof report>>) =>
      r.certificates.figures.find((f) => f.key === "suspended")!;
    const first = await report();
    await suspendCertificate(getDb(), actor, certificate.id, {
      reason: "Inquiry",
      reviewOn: addDays(today(), 30),
    });
    const suspended = await report();
    expect(figure(suspended).count).toBe(figure(first).count + 1);
    expect(figure(suspended).label).toBe("Suspended (not accredited until reinstated)");
    const href = new URL(figure(suspended).href, "http://localhost");
    expect(href.pathname).toBe("/dashboard/certificates");
    expect(href.searchParams.get("state")).toBe("suspended");
    const list = await listCertificates(
      getDb(),
      viewer,
      parseCertificateListQuery(href.searchParams, viewer),
    );
    expect(list.total).toBe(figure(suspended).count);
    expect(list.rows.map((r) => r.id)).toContain(certificate.id);

    // Its expiry falls due while suspended: not counted as due for renewal; reinstated, it is.
    await getDb()
      .update(certificates)
      .set({ expiryDate: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(certificates.id, certificate.id));
    const due = (await report()).certificates.renewalDue;
    await reinstateCertificate(getDb(), actor, certificate.id, {});
    expect((await report()).certificates.renewalDue).toBe(due + 1);
  });
});
