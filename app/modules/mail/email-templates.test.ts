import { describe, expect, it } from "vitest";
import { renderEmail } from "./email-templates";

describe("e-mail subjects (issue 24, consistency)", () => {
  it("write a possessive without a doubled s and a count through the plural rules", () => {
    const reminder = (businessName: string, daysLeft: number) =>
      renderEmail("certificate-expiring", {
        name: "Pat",
        businessName,
        certificateNumber: "HAP-2026-0001",
        expiryDate: "Nov 29, 2026",
        daysLeft,
        graceEndsOn: "Dec 29, 2026",
        renewUrl: "https://example.org/renew",
        certificatesUrl: "https://example.org/certificates",
      }).subject;
    expect(reminder("Humane Solutions", 1)).toBe(
      "Certificate HAP-2026-0001 expires in 1 day: renew Humane Solutions' accreditation",
    );
    expect(reminder("Acme Wildlife", 30)).toBe(
      "Certificate HAP-2026-0001 expires in 30 days: renew Acme Wildlife's accreditation",
    );
  });
});
