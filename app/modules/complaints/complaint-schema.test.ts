import { describe, expect, it } from "vitest";
import { CONCERN_LIMITS, concernSchema } from "./complaint-schema";
import { concernMessages as m } from "./concern-messages";

const concern = {
  description: "A raccoon was trapped and left in the sun for a whole afternoon.",
  occurredOn: "2026-05-02",
  location: "Kingston, ON",
  reporterName: "Camille Tremblay",
  reporterEmail: "camille@example.test",
  website: "",
};

describe("the concern form's messages (issue 36)", () => {
  it("state the form's limits, and the schema answers with them (translated at the edge)", () => {
    expect(m.descriptionTooShort.defaultMessage).toContain(` ${CONCERN_LIMITS.description.min} `);
    expect(m.descriptionTooLong.defaultMessage).toContain(` ${CONCERN_LIMITS.description.max} `);
    expect(m.locationTooLong.defaultMessage).toContain(` ${CONCERN_LIMITS.location.max} `);
    expect(m.nameTooLong.defaultMessage).toContain(` ${CONCERN_LIMITS.name.max} `);
    const refused = concernSchema.safeParse({
      ...concern,
      description: "short",
      occurredOn: "",
      location: "x",
      reporterName: "",
      reporterEmail: "",
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      m.descriptionTooShort.defaultMessage,
      m.dateRequired.defaultMessage,
      m.dateInFuture.defaultMessage,
      m.locationTooShort.defaultMessage,
      m.nameTooShort.defaultMessage,
      m.emailRequired.defaultMessage,
    ]);
  });
});
