import { eq } from "drizzle-orm";
import { applications, certificates } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { makeApplication, makeCertificate } from "./fixtures";
import { defineGroup, type Asker, type Expected, type MatrixUsers } from "./types";

/**
 * Renewals (issue 9): starting a renewal (only the certificate's business;
 * staff get the SPEC §8 refusal, examiners and other businesses not found),
 * the renewals list (applicants their own, staff all, examiners no access)
 * and its staff actions (`update renewals`, `run expiry checks`).
 */
type F = { users: MatrixUsers; ownCertificate: string; othersCertificate: string };

const expect = (e: Partial<Record<Asker, Expected>>): Record<Asker, Expected> => ({
  anonymous: "login",
  applicant: "ok",
  examiner: "ok",
  committee: "ok",
  administrator: "ok",
  ...e,
});

/** A certified application of `userId` with a certificate expiring in 20 days (window open). */
async function renewableCertificate(userId: string): Promise<string> {
  const app = await makeApplication(userId, {
    status: "certified",
    paymentStatus: "membership-fee-paid",
  });
  const id = await makeCertificate(app, userId);
  await getDb()
    .update(certificates)
    .set({ expiryDate: new Date(Date.now() + 20 * 86_400_000) })
    .where(eq(certificates.id, id));
  return id;
}

/** A submitted renewal without changes, its audit fee paid. */
async function renewal(userId: string): Promise<string> {
  const certificateId = await renewableCertificate(userId);
  const id = await makeApplication(userId, {
    status: "submitted",
    paymentStatus: "audit-fee-paid",
  });
  await getDb()
    .update(applications)
    .set({
      certificateId,
      metadata: { renewal_type: "standard", has_address_changed: false },
    })
    .where(eq(applications.id, id));
  return id;
}

const staffDecides = expect({ applicant: "denied", examiner: "denied" });

export default defineGroup<F>({
  name: "renewals",
  setup: async (users) => ({
    users,
    ownCertificate: await renewableCertificate(users.applicant.userId),
    othersCertificate: await renewableCertificate(users.otherApplicant.userId),
  }),
  rows: [
    {
      route: "/dashboard/certificates/:id/renew",
      method: "GET",
      path: (f) => `/dashboard/certificates/${f.ownCertificate}/renew`,
      expect: expect({ examiner: "not-found", committee: "denied", administrator: "denied" }),
    },
    {
      route: "/dashboard/certificates/:id/renew",
      method: "GET",
      note: "another business's certificate",
      path: (f) => `/dashboard/certificates/${f.othersCertificate}/renew`,
      expect: expect({
        applicant: "not-found",
        examiner: "not-found",
        committee: "denied",
        administrator: "denied",
      }),
    },
    {
      route: "/dashboard/certificates/:id/renew",
      method: "POST",
      prepare: async (f) => ({ id: await renewableCertificate(f.users.applicant.userId) }),
      path: (_f, p) => `/dashboard/certificates/${p.id}/renew`,
      form: () => ({ descriptionOfChanges: "" }),
      expect: expect({
        applicant: {
          status: 302,
          location: /^\/dashboard\/applications\/[0-9a-f-]+\?notice=renewal-created$/,
        },
        examiner: "not-found",
        committee: "denied",
        administrator: "denied",
      }),
    },
    {
      route: "/dashboard/certificates/:id/renew",
      method: "POST",
      note: "another business's certificate",
      prepare: async (f) => ({ id: await renewableCertificate(f.users.otherApplicant.userId) }),
      path: (_f, p) => `/dashboard/certificates/${p.id}/renew`,
      form: () => ({ descriptionOfChanges: "" }),
      expect: expect({
        applicant: "not-found",
        examiner: "not-found",
        committee: "denied",
        administrator: "denied",
      }),
    },
    {
      route: "/dashboard/renewals",
      method: "GET",
      path: () => "/dashboard/renewals",
      expect: expect({ examiner: "denied" }),
    },
    {
      route: "/dashboard/renewals",
      method: "POST",
      intent: "approve",
      prepare: async (f) => ({ id: await renewal(f.users.applicant.userId) }),
      path: () => "/dashboard/renewals",
      form: (_f, p) => ({ intent: "approve", renewalId: p.id!, waiveReason: "Nothing changed." }),
      expect: staffDecides,
    },
    {
      route: "/dashboard/renewals",
      method: "POST",
      intent: "reject",
      prepare: async (f) => ({ id: await renewal(f.users.applicant.userId) }),
      path: () => "/dashboard/renewals",
      form: (_f, p) => ({ intent: "reject", renewalId: p.id!, note: "Insurance lapsed." }),
      expect: staffDecides,
    },
    {
      route: "/dashboard/renewals",
      method: "POST",
      intent: "run-expiry-check",
      path: () => "/dashboard/renewals",
      form: () => ({ intent: "run-expiry-check" }),
      expect: staffDecides,
    },
  ],
});
