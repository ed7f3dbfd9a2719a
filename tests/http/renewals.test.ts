/**
 * Renewals over HTTP (issue 9): the business starts a renewal from its
 * certificate, with the field message when a change is declared without a
 * description; staff and other businesses are refused with nothing written;
 * staff approve from the renewals list and run the expiry check.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, certificates, emailOutbox } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { appRequest, visibleText } from "../helpers/http";
import { createTestUser } from "../helpers/users";

async function certifiedBusiness(expiresInDays: number) {
  const owner = await createTestUser("applicant", { name: "Robin Owner" });
  // One transaction: certified is checked at commit, with its certificate (decision 051).
  return getDb().transaction(async (db) => {
    const [app] = await db
      .insert(applications)
      .values({
        applicantId: owner.userId,
        status: "certified",
        paymentStatus: "membership-fee-paid",
        businessName: `Riverbend Humane Wildlife ${owner.userId.slice(0, 6)}`,
        businessAddress: {
          street: "5 River Road",
          city: "Ottawa",
          region: "Ontario",
          postalCode: "K1A 0B1",
          country: "Canada",
        },
        contactName: "Robin Owner",
        contactEmail: "robin@riverbend.example",
        contactPhone: "613 555 0100",
        metadata: { services_offered: ["Raccoon eviction"], service_area: "Ottawa" },
      })
      .returning();
    const code = `code-${owner.userId}`;
    const [certificate] = await db
      .insert(certificates)
      .values({
        applicationId: app!.id,
        businessId: owner.userId,
        certificateNumber: `1997-${String(Math.floor(Math.random() * 90000) + 10000)}`,
        issueDate: new Date(Date.now() - (365 - expiresInDays) * 86_400_000),
        accreditedSince: new Date(Date.now() - (365 - expiresInDays) * 86_400_000),
        expiryDate: new Date(Date.now() + expiresInDays * 86_400_000),
        status: "active",
        verificationCode: code,
        verificationUrl: `http://localhost:3000/verify/${code}`,
      })
      .returning();
    return { owner, app: app!, certificate: certificate! };
  });
}

async function renewalsOf(certificateId: string) {
  return getDb().select().from(applications).where(eq(applications.certificateId, certificateId));
}

describe("starting a renewal", () => {
  it("My Certificates and the certificate page offer it in the window; the form asks for a description when a change is declared", async () => {
    const { owner, certificate } = await certifiedBusiness(25);
    const list = visibleText(
      await (await appRequest("/dashboard/certificates", { cookie: owner.cookie })).text(),
    );
    expect(list).toContain("Renew");
    const view = await (
      await appRequest(`/dashboard/certificates/view/${certificate.id}`, { cookie: owner.cookie })
    ).text();
    expect(view).toContain(`/dashboard/certificates/${certificate.id}/renew`);

    const path = `/dashboard/certificates/${certificate.id}/renew`;
    const page = visibleText(await (await appRequest(path, { cookie: owner.cookie })).text());
    expect(page).toContain(`Renew certificate ${certificate.certificateNumber}`);
    expect(page).toContain("Renewal audit fee $450.00 USD");

    const missing = await appRequest(path, {
      cookie: owner.cookie,
      form: { hasOwnerChanged: "on", descriptionOfChanges: "" },
    });
    expect(missing.status).toBe(422);
    expect(visibleText(await missing.text())).toContain(
      "Describe what changed since your last application",
    );
    expect(await renewalsOf(certificate.id)).toHaveLength(0);

    const created = await appRequest(path, {
      cookie: owner.cookie,
      form: { hasOwnerChanged: "on", descriptionOfChanges: "Sold to my partner in June." },
    });
    expect(created.status).toBe(302);
    const [renewal] = await renewalsOf(certificate.id);
    expect(created.headers.get("location")).toBe(
      `/dashboard/applications/${renewal!.id}?notice=renewal-created`,
    );
    expect(renewal).toMatchObject({ status: "submitted", paymentStatus: "pending" });
    expect(renewal!.metadata).toMatchObject({
      has_owner_changed: true,
      description_of_changes: "Sold to my partner in June.",
    });
    const detail = visibleText(
      await (await appRequest(created.headers.get("location")!, { cookie: owner.cookie })).text(),
    );
    expect(detail).toContain("Your renewal is started");

    // A second renewal is refused while this one is open.
    const again = await appRequest(path, { cookie: owner.cookie, form: {} });
    expect(again.status).toBe(409);
    expect(visibleText(await again.text())).toContain(
      "A renewal of this certificate is already in progress.",
    );
    expect(await renewalsOf(certificate.id)).toHaveLength(1);
  });

  it("staff get the SPEC refusal, another business not found, outside the window a clear message; nothing is written", async () => {
    const { certificate } = await certifiedBusiness(25);
    const admin = await createTestUser("administrator");
    const other = await createTestUser("applicant");
    const path = `/dashboard/certificates/${certificate.id}/renew`;
    const denied = await appRequest(path, { cookie: admin.cookie, form: {} });
    expect(denied.status).toBe(403);
    expect(await denied.text()).toContain("You do not have permission to renew this certificate");
    expect((await appRequest(path, { cookie: other.cookie, form: {} })).status).toBe(404);
    expect(await renewalsOf(certificate.id)).toHaveLength(0);

    const early = await certifiedBusiness(200);
    const earlyPath = `/dashboard/certificates/${early.certificate.id}/renew`;
    const refused = await appRequest(earlyPath, { cookie: early.owner.cookie, form: {} });
    expect(refused.status).toBe(409);
    expect(visibleText(await refused.text())).toMatch(/Renewal opens on \w+ \d+, \d{4}, 60 days/);
    expect(await renewalsOf(early.certificate.id)).toHaveLength(0);
  });
});

describe("the renewals list", () => {
  it("staff approve a renewal without changes once the audit fee is paid; applicants are refused with the SPEC text", async () => {
    const { owner, certificate } = await certifiedBusiness(10);
    const admin = await createTestUser("committee");
    await appRequest(`/dashboard/certificates/${certificate.id}/renew`, {
      cookie: owner.cookie,
      form: {},
    });
    const [renewal] = await renewalsOf(certificate.id);
    await getDb()
      .update(applications)
      .set({ paymentStatus: "audit-fee-paid" })
      .where(eq(applications.id, renewal!.id));

    const list = visibleText(
      await (
        await appRequest(`/dashboard/renewals?q=${certificate.certificateNumber}`, {
          cookie: admin.cookie,
        })
      ).text(),
    );
    expect(list).toContain(certificate.certificateNumber);
    expect(list).toContain("Approve without an audit");
    expect(list).toContain("Run expiry check now");

    const own = visibleText(
      await (await appRequest("/dashboard/renewals", { cookie: owner.cookie })).text(),
    );
    expect(own).toContain(certificate.certificateNumber);
    expect(own).not.toContain("Run expiry check now");
    const refused = await appRequest("/dashboard/renewals", {
      cookie: owner.cookie,
      form: { intent: "approve", renewalId: renewal!.id },
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("You do not have permission to update renewals");

    // Without an audit only with the reason it is waived, answered at the field (decision 078).
    const noReason = await appRequest("/dashboard/renewals", {
      cookie: admin.cookie,
      form: { intent: "approve", renewalId: renewal!.id },
    });
    expect(noReason.status).toBe(422);
    expect(visibleText(await noReason.text())).toContain(
      "Say why this renewal needs no audit (recorded and shown to the business)",
    );
    expect((await renewalsOf(certificate.id))[0]!.status).toBe(renewal!.status);
    const approved = await appRequest("/dashboard/renewals", {
      cookie: admin.cookie,
      form: { intent: "approve", renewalId: renewal!.id, waiveReason: "Nothing changed." },
    });
    expect(approved.status).toBe(200);
    expect(visibleText(await approved.text())).toContain("approved");
    const [after] = await renewalsOf(certificate.id);
    expect(after!.status).toBe("approved");
  });

  it("Run expiry check now reports what it did, and the reminder is in the mail log", async () => {
    const { owner, certificate } = await certifiedBusiness(5);
    const admin = await createTestUser("administrator");
    const ran = await appRequest("/dashboard/renewals", {
      cookie: admin.cookie,
      form: { intent: "run-expiry-check" },
    });
    expect(ran.status).toBe(200);
    const text = visibleText(await ran.text());
    expect(text).toContain("Expiry check done");
    expect(text).toContain(`7-day reminder for ${certificate.certificateNumber}`);
    const mails = await getDb().select().from(emailOutbox).where(eq(emailOutbox.to, owner.email));
    expect(mails.filter((m) => m.template === "certificate-expiring")).toHaveLength(1);
  });
});
