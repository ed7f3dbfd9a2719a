import { describe, expect, it } from "vitest";
import { normalizeCardExpiry, testCardSchema } from "./confirm-test-payment.server";

describe("card expiry as people type it", () => {
  it("accepts 12/29, 1229, 12 / 29, 12-29 and 12/2029 as the same date", () => {
    for (const typed of ["12/29", "1229", "12 / 29", "12-29", "12/2029", "122029"]) {
      expect(normalizeCardExpiry(typed)).toBe("12/29");
    }
    expect(normalizeCardExpiry("0129")).toBe("01/29");
    expect(normalizeCardExpiry("1/29")).toBe("01/29");
  });

  it("keeps the field's message for what is not an expiry date", () => {
    const expiry = testCardSchema.shape.expiry;
    expect(expiry.safeParse("1239").success).toBe(true);
    for (const bad of ["13/29", "12/2", "abc", ""]) {
      const result = expiry.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Enter the expiry date as MM/YY.");
    }
    expect(expiry.safeParse("0120").error?.issues[0]?.message).not.toBe(
      "Enter the expiry date as MM/YY.",
    );
  });
});
