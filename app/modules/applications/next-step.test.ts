import { describe, expect, it } from "vitest";
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

  it("approved: pay the membership fee, then await the certificate; certified: view it", () => {
    expect(
      applicantNextStep({ id, status: "approved", paymentStatus: "audit-fee-paid" }),
    ).toMatchObject({
      title: "Pay the membership fee",
      action: { to: `/dashboard/applications/${id}/payment?type=membership` },
    });
    expect(
      applicantNextStep({ id, status: "approved", paymentStatus: "membership-fee-paid" }).title,
    ).toBe("Await your certificate");
    expect(
      applicantNextStep({ id, status: "certified", paymentStatus: "membership-fee-paid" }).action,
    ).toEqual({ label: "View my certificates", to: "/dashboard/certificates" });
  });

  it("after a revocation: the revocation explained (date, reason, appeal, contact), never 'Await your certificate'", () => {
    const certificate = {
      id: "00000000-0000-4000-8000-000000000009",
      certificateNumber: "2026-00042",
      status: "revoked" as const,
      expiryDate: "2027-03-01T12:00:00.000Z",
      revokedAt: "2026-11-20T15:00:00.000Z",
      revocationReason: "Glue traps found in use",
    };
    // The application returns to approved with the membership fee paid (SPEC §4).
    const step = applicantNextStep({
      id,
      status: "approved",
      paymentStatus: "membership-fee-paid",
      certificate,
    });
    expect(step).toMatchObject({
      title: "Your certificate was revoked",
      tone: "alert",
      action: { label: "Contact the programme", to: "/contact" },
    });
    expect(step.text).toContain("Certificate 2026-00042 was revoked on Nov 20, 2026.");
    expect(step.text).toContain("Reason: Glue traps found in use.");
    expect(step.text).toContain("you can appeal within 30 days");
    // A reason that already ends a sentence keeps one full stop.
    const dotted = applicantNextStep({
      id,
      status: "approved",
      paymentStatus: "membership-fee-paid",
      certificate: { ...certificate, revocationReason: "Breach of standard 3." },
    });
    expect(dotted.text).toContain("Reason: Breach of standard 3. Your business");
    expect(dotted.text).not.toContain("..");
  });

  it("after expiry: the expiry explained with its date, pointing to the certificate", () => {
    const step = applicantNextStep({
      id,
      status: "certified",
      paymentStatus: "membership-fee-paid",
      certificate: {
        id: "00000000-0000-4000-8000-000000000010",
        certificateNumber: "2025-00003",
        status: "expired",
        expiryDate: "2026-03-01T17:00:00.000Z",
        revokedAt: null,
        revocationReason: null,
      },
    });
    expect(step).toMatchObject({
      title: "Your certificate has expired",
      tone: "alert",
      action: { to: "/dashboard/certificates/view/00000000-0000-4000-8000-000000000010" },
    });
    expect(step.text).toContain("expired on Mar 1, 2026");
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
