import { describe, expect, it } from "vitest";
import type { ApplicationStatus, PaymentStatus } from "~/modules/applications/application-status";
import { accreditationProgress, type ProgressSubject } from "./accreditation-progress";

const nextStep = { title: "Next", text: "Do it.", action: { label: "Go", to: "/somewhere" } };

function progress(
  status: ApplicationStatus,
  paymentStatus: PaymentStatus,
  extra: Partial<ProgressSubject> = {},
) {
  return accreditationProgress({
    status,
    paymentStatus,
    certificate: null,
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
    const certificate = { id: "c1", status: "valid" as const };
    const done = progress("certified", "membership-fee-paid", {
      certificate,
      renewal: { canStart: false, openRenewalId: null, renewPath: "/renew/c1" },
    });
    expect(done.currentNumber).toBeNull();
    expect(done.steps.map((s) => s.state)).toEqual([...Array(7).fill("done"), "upcoming"]);

    const due = progress("certified", "membership-fee-paid", {
      certificate,
      renewal: { canStart: true, openRenewalId: null, renewPath: "/renew/c1" },
    });
    expect(current(due)).toBe("Renew");
    expect(due.currentNumber).toBe(8);
    expect(due.next.action).toEqual({ label: "Start the renewal", to: "/renew/c1" });

    const underWay = progress("certified", "membership-fee-paid", {
      certificate,
      renewal: { canStart: false, openRenewalId: "r1", renewPath: "/renew/c1" },
    });
    expect(underWay.next.action?.to).toBe("/dashboard/applications/r1");
  });

  it("a revoked certificate keeps the alert of the next step on the Certified step", () => {
    const alert = { title: "Your certificate was revoked", text: "…", tone: "alert" as const };
    const p = progress("approved", "membership-fee-paid", {
      certificate: { id: "c1", status: "revoked" },
      renewal: { canStart: false, openRenewalId: null, renewPath: "/renew/c1" },
      nextStep: alert,
    });
    expect(current(p)).toBe("Certified");
    expect(p.next).toBe(alert);
  });
});
