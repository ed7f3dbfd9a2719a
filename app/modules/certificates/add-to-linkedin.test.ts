import { describe, expect, it } from "vitest";
import { linkedInAddToProfileUrl } from "./add-to-linkedin";

describe("linkedInAddToProfileUrl", () => {
  it("fills LinkedIn's add-to-profile parameters, months 1–12 from the programme's calendar days", () => {
    const url = new URL(
      linkedInAddToProfileUrl({
        name: "Humane Wildlife Control Accreditation",
        organizationName: "Humane Accreditation Portal",
        issuedOn: "2026-12-31",
        expiresOn: "2027-12-31",
        certUrl: "https://portal.example/verify/abc_DEF-1?x=1&y=2",
        certId: "2026-00042",
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Humane Wildlife Control Accreditation",
      organizationName: "Humane Accreditation Portal",
      issueYear: "2026",
      issueMonth: "12",
      expirationYear: "2027",
      expirationMonth: "12",
      certUrl: "https://portal.example/verify/abc_DEF-1?x=1&y=2",
      certId: "2026-00042",
    });
  });
});
