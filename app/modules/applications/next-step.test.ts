import { describe, expect, it } from "vitest";
import { accreditationOf, type CertificateFacts } from "~/domain/accreditation-state";
import { requiredDocumentsChecklist } from "~/domain/document-types";
import { applicationStatuses } from "./application-status";
import { applicantNextStep } from "./next-step";
import { statusEmailMessages } from "./status-messages";

const id = "00000000-0000-4000-8000-000000000001";

describe("applicant next step", () => {
  it("draft: complete it; rejected: update and resubmit (both link to the edit form)", () => {
    expect(applicantNextStep({ id, status: "draft", paymentStatus: "pending" })).toMatchObject({
      title: "Complete your draft",
      action: { to: `/dashboard/applications/${id}/edit` },
    });
    expect(applicantNextStep({ id, status: "rejected", paymentStatus: "pending" })).toMatchObject({
      title: "Update and resubmit",
      action: { to: `/dashboard/applications/${id}/edit` },
    });
  });

  it("draft or rejected: carries the required-documents checklist (issue 19); later steps do not", () => {
    const requiredDocuments = requiredDocumentsChecklist(["business_licence"]);
    const draft = applicantNextStep({
      id,
      status: "draft",
      paymentStatus: "pending",
      requiredDocuments,
    });
    expect(draft.checklist).toEqual(requiredDocuments);
    expect(draft.text).toContain("upload the required documents");
    const rejected = applicantNextStep({
      id,
      status: "rejected",
      paymentStatus: "pending",
      requiredDocuments,
    });
    expect(rejected.checklist).toEqual(requiredDocuments);
    expect(rejected.text).toContain("upload the missing documents");
    const allUploaded = requiredDocumentsChecklist([
      "business_licence",
      "liability_insurance",
      "wildlife_permit",
    ]);
    const ready = applicantNextStep({
      id,
      status: "draft",
      paymentStatus: "pending",
      requiredDocuments: allUploaded,
    });
    expect(ready.checklist).toEqual(allUploaded);
    expect(ready.text).not.toContain("upload");
    const submitted = applicantNextStep({
      id,
      status: "submitted",
      paymentStatus: "pending",
      requiredDocuments,
    });
    expect(submitted.checklist).toBeUndefined();
  });

  it("submitted with the audit fee unpaid: pay $750.00 USD (renewal $450.00 USD)", () => {
    const step = applicantNextStep({ id, status: "submitted", paymentStatus: "pending" });
    expect(step).toMatchObject({
      title: "Pay the audit fee",
      action: { label: "Pay audit fee", to: `/dashboard/applications/${id}/payment?type=audit` },
    });
    expect(step.text).toContain("$750.00 USD");
    const renewal = applicantNextStep({
      id,
      status: "under-review",
      paymentStatus: "pending",
      renewal: true,
    });
    expect(renewal.text).toContain("$450.00 USD");
  });

  it("audit fee paid: await the review, then the audit, then the decision", () => {
    const titles = (["submitted", "inspection-scheduled", "review-panel"] as const).map(
      (status) => applicantNextStep({ id, status, paymentStatus: "audit-fee-paid" }).title,
    );
    expect(titles).toEqual(["Await the review", "Await your audit", "Await the decision"]);
  });

  it("approved: pay the membership fee (the certificate is issued on payment); certified: view it", () => {
    expect(
      applicantNextStep({ id, status: "approved", paymentStatus: "audit-fee-paid" }),
    ).toMatchObject({
      title: "Pay the membership fee",
      action: { to: `/dashboard/applications/${id}/payment?type=membership` },
    });
    // Only a certificate the payment did not issue waits for the programme office: with a date.
    const waiting = applicantNextStep({
      id,
      status: "approved",
      paymentStatus: "membership-fee-paid",
    });
    expect(waiting.title).toBe("Your certificate is being issued");
    expect(waiting.text).toContain("within 2 business days of your payment");
    expect(waiting.text).not.toMatch(/shortly/i);
    expect(
      applicantNextStep({ id, status: "certified", paymentStatus: "membership-fee-paid" }).action,
    ).toEqual({ label: "View my certificates", to: "/dashboard/certificates" });
  });

  const clock = { now: new Date("2026-11-24T15:00:00Z"), today: "2026-11-24" };
  const facts = (over: Partial<CertificateFacts>): CertificateFacts => ({
    id: "00000000-0000-4000-8000-000000000009",
    certificateNumber: "2026-00042",
    status: "active",
    issuedOn: "2026-03-01",
    expiresAt: "2027-03-01T17:00:00.000Z",
    expiresOn: "2027-03-01",
    ...over,
  });

  it("after a revocation: the revocation explained (date, reason, appeal, contact), never 'Await your certificate'", () => {
    const revoked = facts({
      status: "revoked",
      revokedOn: "2026-11-20",
      revocationReason: "Glue traps found in use",
    });
    // The application returns to approved with the membership fee paid (SPEC §4).
    const step = applicantNextStep({
      id,
      status: "approved",
      paymentStatus: "membership-fee-paid",
      accreditation: accreditationOf([revoked], clock),
    });
    expect(step).toMatchObject({
      title: "Your certificate was revoked",
      tone: "alert",
      // One way to appeal: the certificate's page, whose "Appeal this decision" opens the form.
      action: {
        label: "View the certificate",
        to: "/dashboard/certificates/view/00000000-0000-4000-8000-000000000009",
      },
    });
    expect(step.text).toContain("Certificate 2026-00042 was revoked on Nov 20, 2026.");
    expect(step.text).toContain("from the certificate's page");
    expect(step.text).not.toContain("contact the programme, quoting");
    expect(step.text).toContain("Reason: Glue traps found in use.");
    expect(step.text).toContain("you can appeal within 30 days");
    // A reason that already ends a sentence keeps one full stop.
    const dotted = applicantNextStep({
      id,
      status: "approved",
      paymentStatus: "membership-fee-paid",
      accreditation: accreditationOf(
        [{ ...revoked, revocationReason: "Breach of standard 3." }],
        clock,
      ),
    });
    expect(dotted.text).toContain("Reason: Breach of standard 3. Your business");
    expect(dotted.text).not.toContain("..");
  });

  it("expired in its grace period: not accredited, renew by the grace deadline", () => {
    const step = applicantNextStep({
      id,
      status: "certified",
      paymentStatus: "membership-fee-paid",
      accreditation: accreditationOf(
        [
          facts({
            id: "00000000-0000-4000-8000-000000000010",
            certificateNumber: "2025-00003",
            status: "expired",
            expiresAt: "2026-11-01T17:00:00.000Z",
            expiresOn: "2026-11-01",
          }),
        ],
        clock,
      ),
    });
    expect(step).toMatchObject({
      title: "Your certificate has expired",
      tone: "alert",
      action: {
        label: "Renew now",
        to: "/dashboard/certificates/00000000-0000-4000-8000-000000000010/renew",
      },
    });
    expect(step.text).toContain("expired on Nov 1, 2026");
    expect(step.text).toContain("no longer accredited");
    expect(step.text).toContain("renew until Jan 30, 2027 (67 days left)");
  });

  it("lapsed after the grace period: apply again; valid: accredited until its date", () => {
    const lapsed = applicantNextStep({
      id,
      status: "certified",
      paymentStatus: "membership-fee-paid",
      accreditation: accreditationOf(
        [
          facts({
            status: "expired",
            expiresAt: "2025-11-01T17:00:00.000Z",
            expiresOn: "2025-11-01",
          }),
        ],
        clock,
      ),
    });
    expect(lapsed).toMatchObject({
      title: "Your accreditation has lapsed",
      action: { to: "/dashboard/applications/new" },
    });
    const valid = applicantNextStep({
      id,
      status: "certified",
      paymentStatus: "membership-fee-paid",
      accreditation: accreditationOf([facts({})], clock),
    });
    expect(valid.title).toBe("You are certified");
    expect(valid.text).toContain("accredited until Mar 1, 2027");
  });

  it("a membership fee paid before the decision: the certificate comes with the approval", () => {
    const step = applicantNextStep({
      id,
      status: "review-panel",
      paymentStatus: "membership-fee-paid",
    });
    expect(step.title).toBe("Await the decision");
    expect(step.text).toContain(
      "Your membership fee is paid: your certificate is issued the moment the committee approves your application.",
    );
  });

  it("no step promises a certificate 'shortly'", () => {
    for (const status of applicationStatuses) {
      for (const paymentStatus of ["pending", "audit-fee-paid", "membership-fee-paid"] as const) {
        expect(applicantNextStep({ id, status, paymentStatus }).text).not.toMatch(/shortly/i);
      }
    }
  });

  it("every status has a next step", () => {
    for (const status of applicationStatuses) {
      for (const paymentStatus of ["pending", "audit-fee-paid", "membership-fee-paid"] as const) {
        const step = applicantNextStep({ id, status, paymentStatus });
        expect(step.title.length).toBeGreaterThan(0);
        expect(step.text.length).toBeGreaterThan(20);
      }
    }
  });
});

describe("status e-mail messages", () => {
  it("has one distinct sentence for each of the 11 statuses", () => {
    expect(Object.keys(statusEmailMessages).sort()).toEqual([...applicationStatuses].sort());
    expect(new Set(Object.values(statusEmailMessages)).size).toBe(11);
  });
});
