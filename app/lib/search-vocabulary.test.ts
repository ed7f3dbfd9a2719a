import { describe, expect, it } from "vitest";
import { englishSearchWords } from "./search-vocabulary";

describe("englishSearchWords (issue 36)", () => {
  it.each([
    ["chauve-souris", "bat"],
    ["Chauves-souris dans le grenier", "bat attic"],
    ["raton laveur", "raccoon"],
    ["mapache", "raccoon"],
    ["MURCIÉLAGOS", "bat"],
    ["murcielago en el atico", "bat attic"],
    ["zorrillo Guadalajara", "skunk guadalajara"],
  ])("%s → %s", (query, words) => {
    expect(englishSearchWords(query)).toBe(words);
  });

  it("leaves English and unknown words alone", () => {
    expect(englishSearchWords("bats in attic")).toBeNull();
    expect(englishSearchWords("Acme Wildlife")).toBeNull();
    expect(englishSearchWords("")).toBeNull();
  });
});
