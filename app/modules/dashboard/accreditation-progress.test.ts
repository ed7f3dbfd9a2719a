import { describe, expect, it } from "vitest";
import { accreditationOf, type CertificateFacts } from "~/domain/accreditation-state";
import type { ApplicationStatus, PaymentStatus } from "~/modules/applications/application-status";
import { accreditationProgress, type ProgressSubject } from "./accreditation-progress";

const clock = { now: new Date("2026-11-24T15:00:00Z"), today: "2026-11-24" };
function stateOf(over: Partial<CertificateFacts>) {
  return accreditationOf(
    [
      {
        id: "c1",
        certificateNumber: "2026-00001",
        status: "active",
        issuedOn: "2026-06-01",
        expiresAt: "2027-06-01T16:00:00.000Z",
        expiresOn: "2027-06-01",
        ...over,
      },
    ],
    clock,
  );
}

const nextStep = { title: "Next", text: "Do it.", action: { label: "Go", to: "/somewhere" } };

function progress(
  status: ApplicationStatus,
  paymentStatus: PaymentStatus,
  extra: Partial<ProgressSubject> = {},
) {
  return accreditationProgress({
    status,
    paymentStatus,
    accreditation: null,
    renewal: null,
    nextStep,
    ...extra,
  });
}

const current = (p: ReturnType<typeof progress>) =>
  p.steps.find((s) => s.state === "current")?.label ?? null;

describe("accreditation progress", () => {
  it("walks register → apply → audit fee → audit → review → membership fee → certified", () => {
    expect(current(progress("draft", "pending"))).toBe("Apply");
    expect(current(progress("rejected", "audit-fee-paid"))).toBe("Apply");
    expect(current(progress("submitted", "pending"))).toBe("Pay the audit fee");
    expect(current(progress("submitted", "audit-fee-paid"))).toBe("Audit");
    expect(current(progress("inspection-scheduled", "audit-fee-paid"))).toBe("Audit");
    expect(current(progress("audit-required", "audit-fee-paid"))).toBe("Audit");
    expect(current(progress("review-panel", "audit-fee-paid"))).toBe("Review");
    expect(current(progress("approved", "audit-fee-paid"))).toBe("Pay the membership fee");
    expect(current(progress("approved", "membership-fee-paid"))).toBe("Certified");
  });

  it("marks the steps before the current one done and numbers the current step", () => {
    const p = progress("inspection-completed", "audit-fee-paid");
    expect(p.steps.map((s) => s.state)).toEqual([
      "done",
      "done",
      "done",
      "done",
      "current",
      "upcoming",
      "upcoming",
    ]);
    expect(p.currentNumber).toBe(5);
    expect(p.next).toBe(nextStep);
  });

  it("certified with a valid certificate: every step done, renewal ahead; renewing once due", () => {
    const accreditation = stateOf({});
    const done = progress("certified", "membership-fee-paid", {
      accreditation,
      renewal: { canStart: false, openRenewalId: null, renewPath: "/renew/c1" },
    });
    expect(done.currentNumber).toBeNull();
    expect(done.steps.map((s) => s.state)).toEqual([...Array(7).fill("done"), "upcoming"]);

    const due = progress("certified", "membership-fee-paid", {
      accreditation,
      renewal: { canStart: true, openRenewalId: null, renewPath: "/renew/c1" },
    });
    expect(current(due)).toBe("Renew");
    expect(due.currentNumber).toBe(8);
    expect(due.next.action).toEqual({ label: "Start the renewal", to: "/renew/c1" });

    const underWay = progress("certified", "membership-fee-paid", {
      accreditation,
      renewal: { canStart: false, openRenewalId: "r1", renewPath: "/renew/c1" },
    });
    expect(underWay.next.action?.to).toBe("/dashboard/applications/r1");
  });

  it("a revoked certificate: its step says so and keeps the next step's alert", () => {
    const alert = { title: "Your certificate was revoked", text: "…", tone: "alert" as const };
    const p = progress("approved", "membership-fee-paid", {
      accreditation: stateOf({ status: "revoked", revokedOn: "2026-11-20" }),
      renewal: { canStart: false, openRenewalId: null, renewPath: "/renew/c1" },
      nextStep: alert,
    });
    expect(current(p)).toBe("Certificate revoked");
    expect(p.currentNumber).toBe(7);
    expect(p.next).toBe(alert);
    // Never "Certified" for a revoked business, whatever the application's status says.
    expect(p.steps.map((s) => s.label)).not.toContain("Certified");
  });

  it("expired in grace: renewing is the step, the certified step says expired; lapsed: its step is current", () => {
    const grace = { title: "Your certificate has expired", text: "…", tone: "alert" as const };
    const inGrace = progress("certified", "membership-fee-paid", {
      accreditation: stateOf({
        status: "expired",
        expiresAt: "2026-11-01T17:00:00.000Z",
        expiresOn: "2026-11-01",
      }),
      renewal: { canStart: true, openRenewalId: null, renewPath: "/renew/c1" },
      nextStep: grace,
    });
    expect(current(inGrace)).toBe("Renew");
    expect(inGrace.steps.map((s) => s.label)).toContain("Certificate expired");
    expect(inGrace.next).toBe(grace);
    const lapsed = progress("certified", "membership-fee-paid", {
      accreditation: stateOf({
        status: "expired",
        expiresAt: "2025-01-01T17:00:00.000Z",
        expiresOn: "2025-01-01",
      }),
      renewal: { canStart: false, openRenewalId: null, renewPath: "/renew/c1" },
    });
    expect(current(lapsed)).toBe("Certificate lapsed");
  });
});
