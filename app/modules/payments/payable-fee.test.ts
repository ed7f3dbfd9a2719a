import { describe, expect, it } from "vitest";
import { paymentStatusAfter } from "./apply-payment-success.server";
import { feeRefusal, payableFee } from "./payable-fee";

const app = (status: string, paymentStatus: string, renewal = false) => ({
  status,
  paymentStatus,
  metadata: renewal ? { renewal_type: "standard" } : {},
});

describe("which fee can be paid", () => {
  it("audit fee: once submitted (not draft, not rejected) and not yet paid", () => {
    expect(feeRefusal(app("draft", "pending"), "audit")).toBe(
      "Submit the application before paying the audit fee.",
    );
    expect(feeRefusal(app("submitted", "pending"), "audit")).toBeNull();
    expect(feeRefusal(app("under-review", "pending"), "audit")).toBeNull();
    expect(feeRefusal(app("submitted", "audit-fee-paid"), "audit")).toBe(
      "The audit fee for this application has already been paid.",
    );
    expect(feeRefusal(app("rejected", "pending"), "audit")).toBe(
      "Fees cannot be paid on a rejected application.",
    );
  });

  it("membership fee: once approved and the audit fee is paid", () => {
    expect(feeRefusal(app("under-review", "audit-fee-paid"), "membership")).toBe(
      "The membership fee can be paid once the application is approved.",
    );
    expect(feeRefusal(app("approved", "pending"), "membership")).toBe(
      "Pay the audit fee before the membership fee.",
    );
    expect(feeRefusal(app("approved", "audit-fee-paid"), "membership")).toBeNull();
    expect(feeRefusal(app("approved", "membership-fee-paid"), "membership")).toBe(
      "The membership fee for this application has already been paid.",
    );
  });

  it("the payable fee with its amount (renewal amounts for renewals)", () => {
    expect(payableFee(app("draft", "pending"))).toBeNull();
    expect(payableFee(app("submitted", "pending"))).toEqual({ type: "audit", amount: 75000 });
    expect(payableFee(app("submitted", "pending", true))).toEqual({ type: "audit", amount: 45000 });
    expect(payableFee(app("under-review", "audit-fee-paid"))).toBeNull();
    expect(payableFee(app("approved", "audit-fee-paid"))).toEqual({
      type: "membership",
      amount: 45000,
    });
    expect(payableFee(app("certified", "membership-fee-paid"))).toBeNull();
  });

  it("a paid fee never lowers the payment status", () => {
    expect(paymentStatusAfter("pending", "audit")).toBe("audit-fee-paid");
    expect(paymentStatusAfter("audit-fee-paid", "membership")).toBe("membership-fee-paid");
    expect(paymentStatusAfter("membership-fee-paid", "audit")).toBe("membership-fee-paid");
  });
});
