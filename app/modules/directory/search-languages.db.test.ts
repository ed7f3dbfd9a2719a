/**
 * The directory's words in French and Spanish (issue 36): "chauve-souris",
 * "murciélago" and "mapache" find what "bat" and "raccoon" find, accents or
 * not; a business's own name still matches as typed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db.server";
import { createCertifiedBusiness } from "../../../tests/helpers/certified-business";
import { listDirectoryBusinesses } from "./list-directory-businesses.server";

const tag = `L${Date.now().toString(36)}`;

beforeAll(async () => {
  await createCertifiedBusiness({
    businessName: `${tag} Chiroptera Care`,
    services: ["Bat exclusion"],
  });
  await createCertifiedBusiness({
    businessName: `${tag} Masked Bandit Removal`,
    services: ["Humane eviction of wildlife from structures"],
    description: "Raccoon families moved out of attics and chimneys, kits kept with their mother.",
  });
});

const found = async (q: string) =>
  (await listDirectoryBusinesses(getDb(), { q })).rows
    .map((r) => r.businessName)
    .filter((name) => name.startsWith(tag));

describe("directory words in three languages", () => {
  it.each([
    ["chauve-souris", [`${tag} Chiroptera Care`]],
    ["murciélagos", [`${tag} Chiroptera Care`]],
    ["murcielago", [`${tag} Chiroptera Care`]],
    ["mapache", [`${tag} Masked Bandit Removal`]],
    ["raton laveur", [`${tag} Masked Bandit Removal`]],
    ["raccoon", [`${tag} Masked Bandit Removal`]],
  ])("%s finds %j", async (q, names) => {
    expect(await found(q)).toEqual(names);
  });
});
