import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact-schema";

const form = {
  name: "Camille Tremblay",
  email: "camille@example.test",
  subject: "Accreditation in Quebec",
  message: "Bonjour! Do you accept applications from businesses in Quebec?\nMerci.",
  website: "",
};

describe("the contact form's single-line fields (decision 081)", () => {
  it("collapse every kind of line break in the name and subject to one space; the message keeps its lines", () => {
    const parsed = contactSchema.parse({
      ...form,
      name: "Camille Tremblay\r\nBcc: everyone@example.test",
      subject: "Accreditation\n\n  in\u2028Quebec\u0085now\r",
    });
    expect(parsed.name).toBe("Camille Tremblay Bcc: everyone@example.test");
    expect(parsed.subject).toBe("Accreditation in Quebec now");
    expect(parsed.message).toContain("\nMerci.");
  });
});
