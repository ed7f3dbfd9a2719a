import { correctiveActions } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { sampleFiles } from "../../helpers/documents";
import { addRequiredDocuments } from "../../helpers/applications";
import {
  makeApplication,
  makeAudit,
  makeCertificate,
  makeDocument,
  makeNotification,
  makePayment,
  setApplicationStatus,
} from "./fixtures";
import {
  adminOnly,
  defineGroup,
  everyoneSignedIn,
  staffOnly,
  askers,
  type Asker,
  type Expected,
  type MatrixUsers,
} from "./types";

/**
 * The dashboard screens and actions of applications, documents, payments,
 * audits, review, certificates, settings, mail log, notifications and the
 * role switcher. "own" records belong to the matrix applicant and are audited
 * by the matrix examiner; "others" belong to another business and have no
 * examiner, so they are outside the applicant's and the examiner's scope.
 */
type F = {
  users: MatrixUsers;
  ownApplication: string;
  othersApplication: string;
  ownDocument: string;
  ownPayment: string;
  ownCertificate: string;
  ownAudit: string;
};

const expect = (e: Partial<Record<Asker, Expected>>): Record<Asker, Expected> => ({
  anonymous: "login",
  applicant: "ok",
  examiner: "ok",
  committee: "ok",
  administrator: "ok",
  ...e,
});

const completeForm = {
  businessName: "Matrix Humane Wildlife",
  street: "1 Oak Avenue",
  city: "Toronto",
  region: "Ontario",
  postalCode: "M5V 3L9",
  country: "Canada",
  contactName: "Robin Matrix",
  contactEmail: "robin@example.test",
  contactPhone: "416 555 0199",
  serviceArea: "Greater Toronto Area",
  servicesOffered: "Bat exclusion",
};

const redirectTo = (pattern: RegExp): Expected => ({ status: 302, location: pattern });
/** Actions that answer every signed-in user with a redirect (signed-out visitors go to /login). */
const redirectsSignedIn = (pattern: RegExp) =>
  expect({
    applicant: redirectTo(pattern),
    examiner: redirectTo(pattern),
    committee: redirectTo(pattern),
    administrator: redirectTo(pattern),
  });
/** Screens that only redirect: signed-out visitors are redirected the same way (the target asks them to sign in). */
const redirectsEveryone = (pattern: RegExp) =>
  expect({
    anonymous: redirectTo(pattern),
    applicant: redirectTo(pattern),
    examiner: redirectTo(pattern),
    committee: redirectTo(pattern),
    administrator: redirectTo(pattern),
  });

export default defineGroup<F>({
  name: "dashboard",
  setup: async (users) => {
    const ownApplication = await makeApplication(users.applicant.userId, {
      status: "inspection-scheduled",
      paymentStatus: "audit-fee-paid",
    });
    const ownAudit = await makeAudit(ownApplication, users.examiner.userId);
    const othersApplication = await makeApplication(users.otherApplicant.userId, {
      status: "submitted",
    });
    const ownDocument = await makeDocument(ownApplication, users.applicant, "applicant");
    const ownPayment = await makePayment(ownApplication);
    const certified = await makeApplication(users.applicant.userId, {
      status: "certified",
      paymentStatus: "membership-fee-paid",
    });
    const ownCertificate = await makeCertificate(certified, users.applicant.userId);
    return {
      users,
      ownApplication,
      othersApplication,
      ownDocument,
      ownPayment,
      ownCertificate,
      ownAudit,
    };
  },
  rows: [
    // --- screens ---------------------------------------------------------------
    { route: "/dashboard", method: "GET", path: () => "/dashboard", expect: everyoneSignedIn },
    {
      // Decision 059: a business acknowledges the standards changed since its audit (its own only).
      route: "/dashboard",
      method: "POST",
      intent: "acknowledgeStandardChanges",
      // The index route's action (React Router's <Form> on an index route posts to ?index).
      path: () => "/dashboard?index",
      form: () => ({ intent: "acknowledgeStandardChanges" }),
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/applications",
      method: "GET",
      path: () => "/dashboard/applications",
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/applications/new",
      method: "GET",
      note: "committee and examiners see the SPEC §5 refusal text",
      path: () => "/dashboard/applications/new",
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/applications/approved",
      method: "GET",
      path: () => "/dashboard/applications/approved",
      expect: staffOnly,
    },
    {
      route: "/dashboard/applications/:id",
      method: "GET",
      note: "own application, audited by the examiner",
      path: (f) => `/dashboard/applications/${f.ownApplication}`,
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/applications/:id",
      method: "GET",
      note: "another business's application",
      path: (f) => `/dashboard/applications/${f.othersApplication}`,
      expect: expect({ applicant: "not-found", examiner: "not-found" }),
    },
    {
      route: "/dashboard/applications/:id/edit",
      method: "GET",
      path: (f) => `/dashboard/applications/${f.othersApplication}/edit`,
      expect: expect({ applicant: "not-found", examiner: "not-found" }),
    },
    {
      route: "/dashboard/applications/:id/payment",
      method: "GET",
      path: (f) => `/dashboard/applications/${f.othersApplication}/payment`,
      expect: expect({ applicant: "not-found", examiner: "not-found" }),
    },
    {
      route: "/dashboard/applications/:id/service-area",
      method: "GET",
      note: "staff correct where a business works (decision 054)",
      path: (f) => `/dashboard/applications/${f.ownApplication}/service-area`,
      expect: staffOnly,
    },
    {
      route: "/dashboard/documents",
      method: "GET",
      path: () => "/dashboard/documents",
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/documents/upload",
      method: "GET",
      path: () => "/dashboard/documents/upload",
      expect: redirectsEveryone(/^\/dashboard\/documents$/),
    },
    {
      route: "/dashboard/documents/:id/download",
      method: "GET",
      path: (f) => `/dashboard/documents/${f.ownDocument}/download`,
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/documents/:id/delete",
      method: "GET",
      path: (f) => `/dashboard/documents/${f.ownDocument}/delete`,
      expect: redirectsEveryone(/^\/dashboard\/documents$/),
    },
    {
      route: "/dashboard/payments/:id/receipt",
      method: "GET",
      path: (f) => `/dashboard/payments/${f.ownPayment}/receipt`,
      expect: expect({ examiner: "not-found" }),
    },
    {
      route: "/dashboard/payments/offline",
      method: "GET",
      path: () => "/dashboard/payments/offline",
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/audits",
      method: "GET",
      path: () => "/dashboard/audits",
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/audits/:id",
      method: "GET",
      path: (f) => `/dashboard/audits/${f.ownAudit}`,
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/review",
      method: "GET",
      path: () => "/dashboard/review",
      expect: staffOnly,
    },
    {
      route: "/dashboard/certificates",
      method: "GET",
      path: () => "/dashboard/certificates",
      expect: expect({ examiner: "denied" }),
    },
    {
      route: "/dashboard/certificates/view/:id",
      method: "GET",
      path: (f) => `/dashboard/certificates/view/${f.ownCertificate}`,
      expect: expect({ examiner: "not-found" }),
    },
    {
      route: "/dashboard/certificates/:id/pdf",
      method: "GET",
      path: (f) => `/dashboard/certificates/${f.ownCertificate}/pdf`,
      expect: expect({ examiner: "not-found" }),
    },
    {
      route: "/dashboard/settings",
      method: "GET",
      path: () => "/dashboard/settings",
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/email-address",
      method: "GET",
      path: () => "/dashboard/email-address",
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/mail-log",
      method: "GET",
      path: () => "/dashboard/mail-log",
      expect: adminOnly,
    },
    {
      route: "/dashboard/role",
      method: "GET",
      path: () => "/dashboard/role",
      expect: redirectsEveryone(/^\/dashboard$/),
    },
    {
      route: "/dashboard/notifications",
      method: "GET",
      note: "the notifications page (own notifications only)",
      path: () => "/dashboard/notifications?status=unread",
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/notifications/feed",
      method: "GET",
      note: "the bell's JSON (signed out: 401, never a redirect a fetcher would follow)",
      path: () => "/dashboard/notifications/feed",
      expect: { ...everyoneSignedIn, anonymous: "unauthorized" },
    },
    {
      route: "/dashboard/*",
      method: "GET",
      path: () => "/dashboard/no-such-screen",
      expect: redirectsEveryone(/^\/dashboard$/),
    },

    // --- applications ------------------------------------------------------------
    {
      route: "/dashboard/applications/new",
      method: "POST",
      path: () => "/dashboard/applications/new",
      form: () => completeForm,
      expect: expect({ examiner: "denied", committee: "denied" }),
    },
    {
      route: "/dashboard/applications/:id",
      method: "POST",
      intent: "status",
      note: "submitted → under-review",
      prepare: async (f) => {
        const id = await makeApplication(f.users.applicant.userId, { status: "submitted" });
        await makeAudit(id, f.users.examiner.userId);
        return { id };
      },
      path: (_f, p) => `/dashboard/applications/${p.id}`,
      form: () => ({ intent: "status", status: "under-review", feedback: "" }),
      expect: expect({ applicant: "denied", examiner: "denied" }),
    },
    {
      route: "/dashboard/applications/:id",
      method: "POST",
      intent: "submit",
      prepare: async (f) => {
        const id = await makeApplication(f.users.applicant.userId, { status: "draft" });
        // Submitting needs the required documents (issue 19; refusals in tests/http/applications).
        await addRequiredDocuments(id);
        return { id };
      },
      path: (_f, p) => `/dashboard/applications/${p.id}`,
      form: () => ({ intent: "submit" }),
      expect: expect({ examiner: "not-found", committee: "denied" }),
    },
    {
      route: "/dashboard/applications/:id",
      method: "POST",
      intent: "generate-certificate",
      prepare: async (f) => ({
        id: await makeApplication(f.users.applicant.userId, {
          status: "approved",
          paymentStatus: "membership-fee-paid",
        }),
      }),
      path: (_f, p) => `/dashboard/applications/${p.id}`,
      form: () => ({ intent: "generate-certificate" }),
      expect: expect({ applicant: "denied", examiner: "denied" }),
    },
    {
      route: "/dashboard/applications/:id",
      method: "POST",
      intent: "schedule-audit",
      prepare: async (f) => ({
        id: await makeApplication(f.users.applicant.userId, {
          status: "under-review",
          paymentStatus: "audit-fee-paid",
        }),
      }),
      path: (_f, p) => `/dashboard/applications/${p.id}`,
      // A day per asker: one examiner cannot be booked twice at the same time.
      form: (f, _p, asker) => ({
        intent: "schedule-audit",
        examinerId: f.users.examiner.userId,
        date: new Date(Date.now() + (60 + askers.indexOf(asker)) * 86_400_000)
          .toISOString()
          .slice(0, 10),
        time: "10:00",
      }),
      expect: expect({
        applicant: "denied",
        examiner: "denied",
        committee: { status: 303, location: /notice=audit-scheduled/ },
        administrator: { status: 303, location: /notice=audit-scheduled/ },
      }),
    },
    {
      route: "/dashboard/applications/:id/edit",
      method: "POST",
      prepare: async (f) => ({
        id: await makeApplication(f.users.applicant.userId, { status: "draft" }),
      }),
      path: (_f, p) => `/dashboard/applications/${p.id}/edit`,
      form: () => ({ ...completeForm, intent: "save" }),
      expect: expect({ examiner: "not-found" }),
    },
    {
      route: "/dashboard/applications/:id/service-area",
      method: "POST",
      path: (f) => `/dashboard/applications/${f.ownApplication}/service-area`,
      form: () => ({ serviceRadius: "30", serviceRadiusUnit: "km", serviceRegions: "Quebec" }),
      expect: expect({ applicant: "denied", examiner: "denied" }),
    },
    {
      route: "/dashboard/applications/:id/payment",
      method: "POST",
      intent: "pay-test",
      prepare: async (f) => ({
        id: await makeApplication(f.users.applicant.userId, { status: "submitted" }),
      }),
      path: (_f, p) => `/dashboard/applications/${p.id}/payment`,
      form: () => ({
        intent: "pay-test",
        paymentType: "audit",
        cardNumber: "4242 4242 4242 4242",
        expiry: "12/40",
        cvc: "123",
        name: "Robin Matrix",
      }),
      expect: expect({ examiner: "not-found", committee: "denied", administrator: "denied" }),
    },

    // --- documents ----------------------------------------------------------------
    {
      route: "/dashboard/documents/upload",
      method: "POST",
      prepare: async (f) => ({
        id: await makeApplication(f.users.applicant.userId, { status: "draft" }),
      }),
      path: () => "/dashboard/documents/upload",
      raw: async (_f, p) => {
        const form = new FormData();
        form.append("applicationId", p.id!);
        form.append("type", "business_licence");
        form.append("files", new File([sampleFiles.pdf() as BlobPart], "licence.pdf"));
        const encoded = new Response(form);
        const body = new Uint8Array(await encoded.arrayBuffer());
        return {
          body,
          headers: {
            "content-type": encoded.headers.get("content-type")!,
            "content-length": String(body.byteLength),
            accept: "application/json",
          },
        };
      },
      expect: expect({ anonymous: "login", examiner: "denied" }),
    },
    {
      route: "/dashboard/documents/:id/delete",
      method: "POST",
      prepare: async (f) => {
        const app = await makeApplication(f.users.applicant.userId, { status: "submitted" });
        await makeAudit(app, f.users.examiner.userId);
        return { id: await makeDocument(app, f.users.applicant, "applicant") };
      },
      path: (_f, p) => `/dashboard/documents/${p.id}/delete`,
      form: () => ({ redirectTo: "/dashboard/documents" }),
      expect: expect({
        applicant: redirectTo(/documents=deleted/),
        examiner: { status: 302, location: /documents=delete_denied/, refused: true },
        committee: redirectTo(/documents=deleted/),
        administrator: redirectTo(/documents=deleted/),
      }),
    },

    {
      route: "/dashboard/documents/:id/delete",
      method: "POST",
      note: "approved application: the applicant is refused; staff delete with a reason",
      prepare: async (f) => {
        const app = await makeApplication(f.users.applicant.userId, { status: "submitted" });
        await makeAudit(app, f.users.examiner.userId);
        const id = await makeDocument(app, f.users.applicant, "applicant");
        await setApplicationStatus(app, "approved");
        return { id };
      },
      path: (_f, p) => `/dashboard/documents/${p.id}/delete`,
      form: () => ({ redirectTo: "/dashboard/documents", reason: "Uploaded by mistake." }),
      expect: expect({
        applicant: { status: 302, location: /documents=delete_denied/, refused: true },
        examiner: { status: 302, location: /documents=delete_denied/, refused: true },
        committee: redirectTo(/documents=deleted/),
        administrator: redirectTo(/documents=deleted/),
      }),
    },
    {
      route: "/dashboard/documents/:id/delete",
      method: "POST",
      note: "certified application, no reason: refused for everyone",
      prepare: async (f) => {
        const app = await makeApplication(f.users.applicant.userId, { status: "submitted" });
        await makeAudit(app, f.users.examiner.userId);
        const id = await makeDocument(app, f.users.applicant, "applicant");
        await setApplicationStatus(app, "certified");
        return { id };
      },
      path: (_f, p) => `/dashboard/documents/${p.id}/delete`,
      form: () => ({ redirectTo: "/dashboard/documents" }),
      expect: expect({
        applicant: { status: 302, location: /documents=delete_denied/, refused: true },
        examiner: { status: 302, location: /documents=delete_denied/, refused: true },
        committee: { status: 302, location: /documents=reason_required/, refused: true },
        administrator: { status: 302, location: /documents=reason_required/, refused: true },
      }),
    },

    // --- payments -------------------------------------------------------------------
    {
      route: "/dashboard/payments/offline",
      method: "POST",
      prepare: async (f) => ({
        id: await makeApplication(f.users.applicant.userId, { status: "submitted" }),
      }),
      path: () => "/dashboard/payments/offline",
      form: (_f, p) => ({
        applicationId: p.id!,
        paymentType: "audit",
        method: "cheque",
        reference: "CHQ-1001",
      }),
      expect: expect({ applicant: "denied", examiner: "denied" }),
    },

    // --- audits ------------------------------------------------------------------------
    {
      route: "/dashboard/audits",
      method: "POST",
      note: "schedule",
      prepare: async (f) => ({
        id: await makeApplication(f.users.applicant.userId, {
          status: "under-review",
          paymentStatus: "audit-fee-paid",
        }),
      }),
      path: () => "/dashboard/audits",
      form: (f, p, asker) => ({
        applicationId: p.id!,
        examinerId: f.users.examiner.userId,
        date: new Date(
          Date.now() + (20 + ["committee", "administrator"].indexOf(asker)) * 86_400_000,
        )
          .toISOString()
          .slice(0, 10),
        time: "10:00",
      }),
      expect: expect({ applicant: "denied", examiner: "denied" }),
    },
    {
      route: "/dashboard/audits/:id",
      method: "POST",
      intent: "status",
      note: "scheduled → in-progress",
      prepare: async (f) => {
        const app = await makeApplication(f.users.applicant.userId, {
          status: "inspection-scheduled",
          paymentStatus: "audit-fee-paid",
        });
        return { id: await makeAudit(app, f.users.examiner.userId, { daysAhead: -1 }) };
      },
      path: (_f, p) => `/dashboard/audits/${p.id}`,
      form: () => ({ intent: "status", status: "in-progress" }),
      expect: expect({ applicant: "denied" }),
    },
    {
      route: "/dashboard/audits/:id",
      method: "POST",
      intent: "reschedule",
      prepare: async (f) => {
        const app = await makeApplication(f.users.applicant.userId, {
          status: "inspection-scheduled",
          paymentStatus: "audit-fee-paid",
        });
        return { id: await makeAudit(app, f.users.examiner.userId) };
      },
      path: (_f, p) => `/dashboard/audits/${p.id}`,
      // A day per asker: one examiner cannot be booked twice at the same time.
      form: (_f, _p, asker) => ({
        intent: "reschedule",
        date: new Date(Date.now() + (40 + askers.indexOf(asker)) * 86_400_000)
          .toISOString()
          .slice(0, 10),
        time: "09:30",
      }),
      expect: expect({ applicant: "denied", examiner: "denied" }),
    },
    {
      route: "/dashboard/audits/:id",
      method: "POST",
      intent: "report",
      prepare: async (f) => {
        const app = await makeApplication(f.users.applicant.userId, {
          status: "inspection-scheduled",
          paymentStatus: "audit-fee-paid",
        });
        return { id: await makeAudit(app, f.users.examiner.userId, { status: "in-progress" }) };
      },
      path: (_f, p) => `/dashboard/audits/${p.id}`,
      form: () => ({ intent: "report", recommendation: "recommend-approval" }),
      expect: expect({ applicant: "denied" }),
    },
    {
      route: "/dashboard/audits/:id",
      method: "POST",
      intent: "delete",
      prepare: async (f) => {
        const app = await makeApplication(f.users.applicant.userId, {
          status: "inspection-scheduled",
          paymentStatus: "audit-fee-paid",
        });
        return { id: await makeAudit(app, f.users.examiner.userId) };
      },
      path: (_f, p) => `/dashboard/audits/${p.id}`,
      form: () => ({ intent: "delete", confirm: "yes" }),
      expect: expect({ applicant: "denied", examiner: "denied" }),
    },

    // --- review and certificates ----------------------------------------------------------
    {
      route: "/dashboard/review",
      method: "POST",
      prepare: async (f) => ({
        id: await makeApplication(f.users.applicant.userId, { status: "review-panel" }),
      }),
      path: () => "/dashboard/review",
      form: (_f, p) => ({
        applicationId: p.id!,
        decision: "approved",
        feedback: "Meets every standard.",
        confirm: "yes",
      }),
      expect: expect({ applicant: "denied", examiner: "denied" }),
    },
    {
      route: "/dashboard/review",
      method: "POST",
      note: "approve without confirming: the confirmation step, nothing changes",
      prepare: async (f) => ({
        id: await makeApplication(f.users.applicant.userId, { status: "review-panel" }),
      }),
      path: () => "/dashboard/review",
      form: (_f, p) => ({
        applicationId: p.id!,
        decision: "approved",
        feedback: "Meets every standard.",
      }),
      expect: expect({
        applicant: "denied",
        examiner: "denied",
        committee: { status: 200, refused: true },
        administrator: { status: 200, refused: true },
      }),
    },
    {
      route: "/dashboard/review",
      method: "POST",
      note: "re-audit required: on to the application's schedule form (decision 087)",
      prepare: async (f) => ({
        id: await makeApplication(f.users.applicant.userId, {
          status: "review-panel",
          paymentStatus: "audit-fee-paid",
        }),
      }),
      path: () => "/dashboard/review",
      form: (_f, p) => ({ applicationId: p.id!, decision: "audit-required" }),
      expect: expect({
        applicant: "denied",
        examiner: "denied",
        committee: { status: 303, location: /\/dashboard\/applications\/.+notice=audit-required/ },
        administrator: {
          status: 303,
          location: /\/dashboard\/applications\/.+notice=audit-required/,
        },
      }),
    },
    {
      route: "/dashboard/review",
      method: "POST",
      note: "approve while a major's corrective action is open: refused at the field, nothing changes",
      prepare: async (f) => {
        const id = await makeApplication(f.users.applicant.userId, { status: "review-panel" });
        const audit = await makeAudit(id, f.users.examiner.userId, {
          status: "completed",
          daysAhead: -3,
        });
        await getDb().insert(correctiveActions).values({
          applicationId: id,
          inspectionId: audit,
          standardNumber: "4",
          standardTitle: "Conflict diagnosis",
          severity: "major",
          dueOn: "2099-01-01",
        });
        return { id };
      },
      path: () => "/dashboard/review",
      form: (_f, p) => ({
        applicationId: p.id!,
        decision: "approved",
        feedback: "Meets every standard.",
        confirm: "yes",
      }),
      expect: expect({
        applicant: "denied",
        examiner: "denied",
        committee: { status: 422, refused: true },
        administrator: { status: 422, refused: true },
      }),
    },
    {
      route: "/dashboard/certificates",
      method: "POST",
      prepare: async (f) => ({
        id: await makeApplication(f.users.applicant.userId, {
          status: "approved",
          paymentStatus: "membership-fee-paid",
        }),
      }),
      path: () => "/dashboard/certificates",
      form: (_f, p) => ({ intent: "generate", applicationId: p.id! }),
      expect: expect({ applicant: "denied", examiner: "denied" }),
    },
    {
      route: "/dashboard/certificates/view/:id",
      method: "POST",
      intent: "revoke",
      prepare: async (f) => {
        const app = await makeApplication(f.users.applicant.userId, {
          status: "certified",
          paymentStatus: "membership-fee-paid",
        });
        return { id: await makeCertificate(app, f.users.applicant.userId) };
      },
      path: (_f, p) => `/dashboard/certificates/view/${p.id}`,
      form: () => ({ intent: "revoke", reason: "Used a prohibited glue trap.", confirm: "yes" }),
      expect: expect({ applicant: "denied", examiner: "denied" }),
    },
    {
      route: "/dashboard/certificates/view/:id",
      method: "POST",
      intent: "suspend",
      prepare: async (f) => {
        const app = await makeApplication(f.users.applicant.userId, {
          status: "certified",
          paymentStatus: "membership-fee-paid",
        });
        return { id: await makeCertificate(app, f.users.applicant.userId) };
      },
      path: (_f, p) => `/dashboard/certificates/view/${p.id}`,
      form: () => ({
        intent: "suspend",
        reason: "Complaint under investigation.",
        reviewOn: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        confirm: "yes",
      }),
      expect: expect({ applicant: "denied", examiner: "denied" }),
    },
    {
      route: "/dashboard/certificates/view/:id",
      method: "POST",
      intent: "reinstate",
      prepare: async (f) => {
        const app = await makeApplication(f.users.applicant.userId, {
          status: "certified",
          paymentStatus: "membership-fee-paid",
        });
        return { id: await makeCertificate(app, f.users.applicant.userId, "suspended") };
      },
      path: (_f, p) => `/dashboard/certificates/view/${p.id}`,
      form: () => ({ intent: "reinstate", note: "Investigation closed." }),
      expect: expect({ applicant: "denied", examiner: "denied" }),
    },

    // --- personal ---------------------------------------------------------------------------
    {
      route: "/dashboard/settings",
      method: "POST",
      intent: "profile",
      path: () => "/dashboard/settings",
      form: (_f, _p, asker) => ({
        intent: "profile",
        name: `Matrix ${asker}`,
        organization: "Matrix Co",
      }),
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/email-address",
      method: "POST",
      intent: "resend",
      note: "the matrix accounts are confirmed: no link is sent",
      path: () => "/dashboard/email-address",
      form: () => ({ intent: "resend" }),
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/mail-log",
      method: "POST",
      intent: "retry",
      path: () => "/dashboard/mail-log",
      form: () => ({ intent: "retry", id: "00000000-0000-4000-8000-000000000000" }),
      expect: expect({
        applicant: "denied",
        examiner: "denied",
        committee: "denied",
        administrator: "not-found",
      }),
    },
    {
      route: "/dashboard/role",
      method: "POST",
      note: "a role the user does not hold changes nothing",
      path: () => "/dashboard/role",
      form: () => ({ role: "administrator", redirectTo: "/dashboard" }),
      expect: { ...redirectsEveryone(/^\/dashboard$/), anonymous: "login" },
    },
    {
      route: "/dashboard/settings",
      method: "POST",
      intent: "cancel-two-factor-setup",
      path: () => "/dashboard/settings",
      form: () => ({ intent: "cancel-two-factor-setup" }),
      expect: redirectsSignedIn(/^\/dashboard\/settings\?done=two-factor-cancelled#two-factor$/),
    },
    {
      route: "/dashboard/notifications",
      method: "POST",
      intent: "mark-all-read",
      path: () => "/dashboard/notifications",
      form: () => ({ intent: "mark-all-read" }),
      expect: everyoneSignedIn,
    },
    {
      route: "/dashboard/notifications",
      method: "POST",
      intent: "mark-selected-read",
      note: "another user's notification is not found and stays unread",
      prepare: async (f) => ({ id: await makeNotification(f.users.otherApplicant.userId) }),
      path: () => "/dashboard/notifications",
      form: (_f, p) => ({ intent: "mark-selected-read", id: p.id! }),
      expect: expect({
        applicant: "not-found",
        examiner: "not-found",
        committee: "not-found",
        administrator: "not-found",
      }),
    },
    {
      route: "/dashboard/notifications/feed",
      method: "POST",
      intent: "mark-all-read",
      path: () => "/dashboard/notifications/feed",
      form: () => ({ intent: "mark-all-read" }),
      expect: { ...everyoneSignedIn, anonymous: "unauthorized" },
    },
    {
      route: "/dashboard/*",
      method: "POST",
      path: () => "/dashboard/no-such-screen",
      form: () => ({ anything: "x" }),
      expect: redirectsEveryone(/^\/dashboard$/),
    },
  ],
});
