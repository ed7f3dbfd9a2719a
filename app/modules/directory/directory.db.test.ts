import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { certificates } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import {
  createCertifiedBusiness,
  type CertifiedBusiness,
} from "../../../tests/helpers/certified-business";
import { BUSINESS_NOT_FOUND, getDirectoryBusiness } from "./get-directory-business.server";
import { DIRECTORY_PAGE_SIZE, listDirectoryBusinesses } from "./list-directory-businesses.server";

let maple: CertifiedBusiness;
let north: CertifiedBusiness;
let bay: CertifiedBusiness;
let expired: CertifiedBusiness;
let expiredByDate: CertifiedBusiness;
let revoked: CertifiedBusiness;

beforeAll(async () => {
  maple = await createCertifiedBusiness({
    businessName: "Maple Humane Wildlife",
    address: { city: "Toronto", region: "Ontario", postalCode: "M5V 2T6", country: "Canada" },
    services: ["Bat exclusion", "Rodent proofing and sealing"],
    serviceArea: "Greater Toronto Area",
  });
  north = await createCertifiedBusiness({
    businessName: "Northern Bat Exclusion 100%_",
    address: { city: "Ottawa", region: "Ontario", postalCode: "K1P 1J1", country: "Canada" },
    services: ["Bat exclusion"],
  });
  bay = await createCertifiedBusiness({
    businessName: "Bay Area Critter Care",
    address: { city: "Oakland", region: "California", postalCode: "94612" },
    services: ["Live capture and on-site release"],
  });
  // Marked expired by the daily job (after its expiry date: in force means not revoked and
  // not past expiry, decision 050, whatever the stored status says).
  expired = await createCertifiedBusiness({
    businessName: "Expired Pest Co.",
    status: "expired",
    expiresInDays: -2,
  });
  expiredByDate = await createCertifiedBusiness({
    businessName: "Lapsed Wildlife Co.",
    expiresInDays: -1,
  });
  revoked = await createCertifiedBusiness({
    businessName: "Revoked Removal Co.",
    status: "revoked",
  });
});

const names = (list: { rows: { businessName: string }[] }) => list.rows.map((r) => r.businessName);

describe("listDirectoryBusinesses", () => {
  it("lists only businesses with a certificate in force (not revoked, not past expiry), by name", async () => {
    const list = await listDirectoryBusinesses(getDb());
    expect(names(list)).toEqual([
      "Bay Area Critter Care",
      "Maple Humane Wildlife",
      "Northern Bat Exclusion 100%_",
    ]);
    expect(list.total).toBe(3);
    expect(list.rows[1]).toEqual({
      id: maple.certificateId,
      businessName: "Maple Humane Wildlife",
      city: "Toronto",
      region: "Ontario",
      country: "Canada",
      services: ["Bat exclusion", "Rodent proofing and sealing"],
      certifiedSince: maple.issueDate.toISOString(),
      validUntil: expect.any(String),
      standardsVersion: null,
      // Not stated: placed at its address with the default radius (decision 054).
      area: {
        baseLabel: "M5V, ON",
        radius: 50,
        radiusUnit: "km",
        hasBase: true,
        regions: [],
        postalPrefixes: [],
      },
      distanceKm: null,
      serves: null,
    });
    expect(list.regions).toEqual([
      { region: "Ontario", country: "Canada" },
      { region: "California", country: "United States" },
    ]);
  });

  it("searches by name (case-insensitive, wildcards taken literally)", async () => {
    expect(names(await listDirectoryBusinesses(getDb(), { q: "  mAPLE " }))).toEqual([
      "Maple Humane Wildlife",
    ]);
    expect(names(await listDirectoryBusinesses(getDb(), { q: "100%_" }))).toEqual([
      "Northern Bat Exclusion 100%_",
    ]);
    expect(names(await listDirectoryBusinesses(getDb(), { q: "%" }))).toEqual([
      "Northern Bat Exclusion 100%_",
    ]);
    const none = await listDirectoryBusinesses(getDb(), { q: "Revoked" });
    expect(none).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 });
  });

  it("filters by state or province and by service, together with the search", async () => {
    expect(names(await listDirectoryBusinesses(getDb(), { region: "Ontario" }))).toEqual([
      "Maple Humane Wildlife",
      "Northern Bat Exclusion 100%_",
    ]);
    expect(names(await listDirectoryBusinesses(getDb(), { service: "Bat exclusion" }))).toEqual([
      "Maple Humane Wildlife",
      "Northern Bat Exclusion 100%_",
    ]);
    expect(
      names(
        await listDirectoryBusinesses(getDb(), {
          region: "Ontario",
          service: "Rodent proofing and sealing",
        }),
      ),
    ).toEqual(["Maple Humane Wildlife"]);
    expect(
      names(await listDirectoryBusinesses(getDb(), { region: "California", q: "maple" })),
    ).toEqual([]);
  });

  it("pages by twelve and clamps the page number", async () => {
    const extra: string[] = [];
    for (let i = 0; i < DIRECTORY_PAGE_SIZE; i++) {
      const name = `Zz Page Test ${String(i).padStart(2, "0")}`;
      extra.push(name);
      await createCertifiedBusiness({ businessName: name, address: { region: "Vermont" } });
    }
    const first = await listDirectoryBusinesses(getDb(), { region: "Vermont" });
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 1, pageSize: 12 });
    const all = await listDirectoryBusinesses(getDb());
    expect(all).toMatchObject({ total: 15, page: 1, pageCount: 2 });
    expect(all.rows).toHaveLength(12);
    const second = await listDirectoryBusinesses(getDb(), { page: 2 });
    expect(names(second)).toEqual(extra.slice(9));
    expect((await listDirectoryBusinesses(getDb(), { page: 99 })).page).toBe(2);
    expect((await listDirectoryBusinesses(getDb(), { page: -3 })).page).toBe(1);
  });

  it("drops a business at once when its certificate is revoked", async () => {
    const leaving = await createCertifiedBusiness({ businessName: "Soon Revoked Co." });
    expect(names(await listDirectoryBusinesses(getDb(), { q: "Soon Revoked" }))).toHaveLength(1);
    await getDb()
      .update(certificates)
      .set({ status: "revoked", revokedAt: new Date() })
      .where(eq(certificates.id, leaving.certificateId));
    expect(names(await listDirectoryBusinesses(getDb(), { q: "Soon Revoked" }))).toEqual([]);
    await expect(getDirectoryBusiness(getDb(), leaving.certificateId)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("getDirectoryBusiness", () => {
  it("gives the public details of a listed business", async () => {
    const business = await getDirectoryBusiness(getDb(), maple.certificateId);
    expect(business).toEqual({
      id: maple.certificateId,
      businessName: "Maple Humane Wildlife",
      street: "12 Maple Street",
      city: "Toronto",
      region: "Ontario",
      postalCode: "M5V 2T6",
      country: "Canada",
      contactName: "Dana Reyes",
      contactEmail: expect.stringMatching(/@example\.test$/),
      contactPhone: "(555) 123-4567",
      services: ["Bat exclusion", "Rodent proofing and sealing"],
      serviceArea: "Greater Toronto Area",
      certifiedSince: maple.issueDate.toISOString(),
      validUntil: expect.any(String),
      standardsVersion: null,
      certificateNumber: maple.certificateNumber,
      description: "",
      area: {
        baseLabel: "M5V, ON",
        radius: 50,
        radiusUnit: "km",
        hasBase: true,
        regions: [],
        postalPrefixes: [],
      },
      base: { lat: expect.any(Number), lon: expect.any(Number) },
      map: expect.objectContaining({ width: 480, height: 320 }),
      accreditation: expect.objectContaining({ kind: "accredited" }),
      updatedAt: expect.any(String),
    });
    expect(business.map!.area).toMatch(/^M[\d.,-]+/);
    expect((await getDirectoryBusiness(getDb(), bay.certificateId)).city).toBe("Oakland");
    expect((await getDirectoryBusiness(getDb(), north.certificateId)).services).toEqual([
      "Bat exclusion",
    ]);
  });

  it("is not found for unknown ids and for expired or revoked certificates", async () => {
    for (const id of [
      expired.certificateId,
      expiredByDate.certificateId,
      revoked.certificateId,
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
      maple.applicationId,
    ]) {
      const error = await getDirectoryBusiness(getDb(), id).catch((e) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 404, message: BUSINESS_NOT_FOUND });
    }
  });
});
