import { describe, expect, it } from "vitest";
import { regionsByCountry } from "~/modules/applications";
import { regionCodes, mexicoStateOfPostalCode, findRegions } from "./regions";
import { parsePostalPrefixes, parseSearch, postalPrefixesOf } from "./search-query";
import { checkServiceArea } from "./service-area-input";
import { describeServiceArea, formatDistance } from "./service-area-text";

const postal = (q: string) => parseSearch(q).place;

describe("parseSearch", () => {
  it("reads Canadian postal codes in every form people type", () => {
    for (const q of ["K1A 0B1", "k1a0b1", " k1a-0b1 ", "K1A  0B1"]) {
      expect(postal(q)).toEqual({
        kind: "postal",
        countries: ["CA"],
        display: "K1A 0B1",
        compact: "K1A0B1",
      });
    }
    expect(postal("K1A")).toEqual({
      kind: "postal",
      countries: ["CA"],
      display: "K1A",
      compact: "K1A",
    });
    // D, F, I, O, Q, U never start a Canadian code.
    expect(parseSearch("D1A 0B1").place).toBeNull();
  });

  it("reads ZIP codes (with +4) and five-digit codes that may be Mexican", () => {
    expect(postal("90210-1234")).toMatchObject({ display: "90210", countries: ["US", "MX"] });
    expect(postal("902101234")).toMatchObject({ display: "90210" });
    expect(postal("06600")).toMatchObject({ display: "06600", countries: ["US", "MX"] });
    expect(parseSearch("06610 CDMX")).toMatchObject({
      words: "",
      regionHint: [{ country: "MX", code: "CDMX" }],
    });
    // ZIP+4 with a space or a typographic dash, and the labels people write before a code.
    for (const q of ["90210 1234", "90210–1234", "ZIP 90210", "zip code: 90210"]) {
      expect(parseSearch(q)).toMatchObject({ words: "", place: { display: "90210" } });
    }
    for (const q of ["C.P. 06600", "CP 06600", "código postal 06600"]) {
      expect(parseSearch(q)).toMatchObject({ words: "", place: { display: "06600" } });
    }
    expect(parseSearch("postal code K1A–0B1")).toMatchObject({
      words: "",
      place: { display: "K1A 0B1" },
    });
  });

  it("reads an address as written: the region beside the code narrows it, the city is left as words", () => {
    expect(parseSearch("Beverly Hills, CA 90210")).toMatchObject({
      words: "Beverly Hills",
      place: { display: "90210" },
      regionHint: [{ country: "US", code: "CA" }],
    });
    expect(parseSearch("Ottawa ON K1A 0B1")).toMatchObject({
      words: "Ottawa",
      place: { display: "K1A 0B1" },
      regionHint: [{ country: "CA", code: "ON" }],
    });
    expect(parseSearch("K1A 0B1 bat exclusion")).toMatchObject({
      words: "bat exclusion",
      regionHint: [],
    });
  });

  it("separates words from a postal code", () => {
    expect(parseSearch("bat exclusion near K1A 0B1")).toMatchObject({
      words: "bat exclusion",
      place: { display: "K1A 0B1" },
    });
    expect(parseSearch("K1A 0B1 raccoon")).toMatchObject({ words: "raccoon" });
  });

  it("reads cities with a state or province, and words in a city", () => {
    expect(parseSearch("Portland, OR").place).toEqual({
      kind: "city",
      city: "Portland",
      regions: [{ country: "US", code: "OR", name: "Oregon" }],
    });
    expect(parseSearch("Portland OR").place).toMatchObject({ city: "Portland" });
    expect(parseSearch("raccoon removal in Ottawa, Ontario")).toMatchObject({
      words: "raccoon removal",
      place: { city: "Ottawa", regions: [{ code: "ON" }] },
    });
    // BC is British Columbia and Baja California.
    expect((parseSearch("Victoria, BC").place as { regions: unknown[] }).regions).toHaveLength(2);
    expect(parseSearch("Springfield, Nowhere").place).toMatchObject({ unknownRegion: "Nowhere" });
  });

  it("keeps plain words as words, refuses long searches and stray digits", () => {
    expect(parseSearch("bat exclusion")).toEqual({
      words: "bat exclusion",
      place: null,
      regionHint: [],
    });
    expect(parseSearch("100%_")).toMatchObject({ words: "100%_", place: null });
    expect(parseSearch("")).toEqual({ words: "", place: null, regionHint: [] });
    expect(parseSearch("x".repeat(201)).error).toMatch(/too long/);
    expect(parseSearch("9021").error).toMatch(/not a postal code/);
    expect(parseSearch("\u0000%'; drop table places;--").place).toBeNull();
  });
});

describe("regions", () => {
  it("names every state and province as the application form does", () => {
    expect(regionCodes.US.map(([, n]) => n)).toEqual([...regionsByCountry["United States"]]);
    expect(regionCodes.CA.map(([, n]) => n)).toEqual([...regionsByCountry.Canada]);
    expect(regionCodes.MX.map(([, n]) => n).sort()).toEqual([...regionsByCountry.Mexico].sort());
  });

  it("places Mexican postal codes in their state by the first two digits", () => {
    expect(mexicoStateOfPostalCode("06600")).toBe("CDMX");
    expect(mexicoStateOfPostalCode("64000")).toBe("NL");
    expect(mexicoStateOfPostalCode("44100")).toBe("JAL");
    expect(mexicoStateOfPostalCode("18000")).toBeNull();
    expect(findRegions("québec")).toEqual([{ country: "CA", code: "QC", name: "Quebec" }]);
  });
});

describe("postal prefixes", () => {
  it("lists the prefixes of a code and reads typed prefix lists", () => {
    expect(postalPrefixesOf("K1A0B1")).toEqual(["K", "K1", "K1A", "K1A0", "K1A0B", "K1A0B1"]);
    expect(parsePostalPrefixes("k1a, K2P; 902 ,, 9x")).toEqual({
      prefixes: ["K1A", "K2P", "902"],
      invalid: ["9X"],
    });
  });
});

describe("checkServiceArea", () => {
  it("accepts a radius and areas, and refuses 0, huge and malformed values", () => {
    expect(
      checkServiceArea(
        {
          serviceRadius: "25",
          serviceRadiusUnit: "mi",
          serviceRegions: "ON, Quebec",
          servicePostalPrefixes: "k1a",
        },
        { required: true, country: "Canada" },
      ),
    ).toEqual({
      ok: true,
      value: {
        service_radius: 25,
        service_radius_unit: "mi",
        service_regions: ["Ontario", "Quebec"],
        service_postal_prefixes: ["K1A"],
        service_base_postal_code: "",
      },
    });
    const errors = (input: Record<string, string>) => {
      const r = checkServiceArea(input, { required: true });
      return r.ok ? {} : r.errors;
    };
    expect(errors({ serviceRadius: "0" }).serviceRadius).toMatch(/radius of 0/);
    expect(errors({ serviceRadius: "501" }).serviceRadius).toMatch(/at most 500 km/);
    expect(errors({ serviceRadius: "400", serviceRadiusUnit: "mi" }).serviceRadius).toMatch(
      /310 mi/,
    );
    expect(errors({ serviceRadius: "1e9" }).serviceRadius).toMatch(/as a number/);
    expect(errors({ serviceRadius: "-5" }).serviceRadius).toMatch(/as a number/);
    expect(errors({}).serviceRadius).toMatch(/how far you travel/);
    expect(errors({ serviceRegions: "Atlantis" }).serviceRegions).toBe(
      "Unknown state or province: Atlantis",
    );
    expect(
      errors({ serviceRadius: "5", serviceBasePostalCode: "hello" }).serviceBasePostalCode,
    ).toBeTruthy();
    // "BC" is British Columbia for a Canadian business, Baja California for a Mexican one.
    const bc = (country: string) =>
      checkServiceArea({ serviceRegions: "BC" }, { required: true, country });
    expect(bc("Canada")).toMatchObject({
      ok: true,
      value: { service_regions: ["British Columbia"] },
    });
    expect(bc("Mexico")).toMatchObject({
      ok: true,
      value: { service_regions: ["Baja California"] },
    });
  });
});

describe("service area in words", () => {
  it("says the radius, the regions and the prefixes", () => {
    expect(
      describeServiceArea({
        baseLabel: "Ottawa, ON",
        radius: 40,
        radiusUnit: "km",
        hasBase: true,
        regions: ["Quebec", "Ontario"],
        postalPrefixes: ["K2", "K4"],
      }),
    ).toBe("Within 40 km of Ottawa, ON; all of Quebec and Ontario; postal codes starting K2 or K4");
    expect(formatDistance(12.4)).toBe("12 km away");
    expect(formatDistance(3.26)).toBe("3.3 km away");
    expect(formatDistance(0.2)).toBe("Under 1 km away");
    expect(formatDistance(16.09344, "mi")).toBe("10 mi away");
  });
});
