import { describe, expect, it } from "vitest";
import { contactMessages } from "./contact-messages";
import { CONTACT_LIMITS, contactSchema } from "./contact-schema";

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

describe("the contact form's messages (issue 36)", () => {
  it("state the form's limits, and the schema answers with them (translated at the edge)", () => {
    const m = contactMessages;
    expect(m.nameTooLong.defaultMessage).toContain(` ${CONTACT_LIMITS.name.max} `);
    expect(m.subjectTooShort.defaultMessage).toContain(` ${CONTACT_LIMITS.subject.min} `);
    expect(m.subjectTooLong.defaultMessage).toContain(` ${CONTACT_LIMITS.subject.max} `);
    expect(m.messageTooShort.defaultMessage).toContain(` ${CONTACT_LIMITS.message.min} `);
    expect(m.messageTooLong.defaultMessage).toContain(` ${CONTACT_LIMITS.message.max} `);
    const refused = contactSchema.safeParse({ ...form, name: "", subject: "x", message: "short" });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      m.nameRequired.defaultMessage,
      m.subjectTooShort.defaultMessage,
      m.messageTooShort.defaultMessage,
    ]);
    const email = contactSchema.safeParse({ ...form, email: "nope" });
    expect(email.error?.issues[0]?.message).toBe(m.emailInvalid.defaultMessage);
  });
});
