import { describe, expect, it } from "vitest";
import { sentence, sentences } from "./sentence";

describe("sentence", () => {
  it("ends a text with exactly one full stop", () => {
    expect(
      sentence("Certificate 2026-00001 has been issued to Prairie Wildlife Exclusion Co."),
    ).toBe("Certificate 2026-00001 has been issued to Prairie Wildlife Exclusion Co.");
    expect(sentence("Payment received for Blue Ridge Humane Wildlife")).toBe(
      "Payment received for Blue Ridge Humane Wildlife.",
    );
    expect(sentence("  Reason: standards breach!  ")).toBe("Reason: standards breach!");
    expect(sentence('He said "stop."')).toBe('He said "stop."');
    expect(sentence("Is it valid?")).toBe("Is it valid?");
    expect(sentence("")).toBe("");
  });

  it("joins sentences, skipping empty parts", () => {
    expect(sentences("Revoked by Acme Co.", null, "", "Reason: glue traps")).toBe(
      "Revoked by Acme Co. Reason: glue traps.",
    );
  });
});
