import { describe, expect, it } from "vitest";
import {
  applicationCompleteSchema,
  applicationDraftSchema,
  fieldErrorsOf,
  fromApplicationColumns,
  readApplicationForm,
  regionsByCountry,
  serviceOptions,
  toApplicationColumns,
  type ApplicationFormInput,
} from "./application-schema";

const complete: ApplicationFormInput = {
  businessName: "Gentle Exclusion LLC",
  street: "12 Maple Street",
  city: "Springfield",
  region: "Illinois",
  postalCode: "62704",
  country: "United States",
  contactName: "Dana Reyes",
  contactEmail: "Dana@Example.test",
  contactPhone: "(555) 123-4567",
  servicesOffered: [serviceOptions[0], serviceOptions[3]],
  serviceArea: "Sangamon County",
};

function errors(schema: typeof applicationDraftSchema, input: ApplicationFormInput) {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrorsOf(r.error);
}

describe("application form schema", () => {
  it("a draft needs only the business name", () => {
    expect(errors(applicationDraftSchema, {})).toEqual({ businessName: "Enter the business name" });
    expect(errors(applicationDraftSchema, { businessName: "  Acme Wildlife  " })).toEqual({});
    const parsed = applicationDraftSchema.parse({ businessName: "  Acme Wildlife  " });
    expect(parsed.businessName).toBe("Acme Wildlife");
    expect(parsed.servicesOffered).toEqual([]);
  });

  it("a draft still rejects malformed values that are filled in", () => {
    expect(
      errors(applicationDraftSchema, {
        businessName: "Acme",
        contactEmail: "not-an-email",
        contactPhone: "12",
        country: "France",
      }),
    ).toEqual({
      contactEmail: "Enter a valid e-mail address",
      contactPhone: "Enter a phone number of 10 to 15 digits, e.g. (555) 123-4567",
      country: "Choose United States, Canada or Mexico",
    });
  });

  it("refuses a radius of zero, an absurd or malformed one at the service-area field (decision 054)", () => {
    const radius = (serviceRadius: string, serviceRadiusUnit = "km") =>
      errors(applicationCompleteSchema, { ...complete, serviceRadius, serviceRadiusUnit })
        .serviceRadius;
    expect(radius("0")).toMatch(/^A radius of 0 serves no one/);
    expect(radius("501")).toMatch(/at most 500 km/);
    expect(radius("311", "mi")).toMatch(/at most 310 mi/);
    for (const bad of ["99999999999", "1e9", "-5", "40 km", "Infinity"]) {
      expect(radius(bad)).toBe("Enter the radius as a number, e.g. 40");
    }
    expect(radius("40")).toBeUndefined();
    expect(radius("")).toBeUndefined();
  });

  it("submitting needs every field, with a message per field", () => {
    expect(errors(applicationCompleteSchema, { businessName: "Acme" })).toEqual({
      street: "Enter the street address",
      city: "Enter the city",
      country: "Choose the country",
      region: "Choose the state or province",
      postalCode: "Enter the postal code",
      contactName: "Enter the contact person's name",
      contactEmail: "Enter the contact e-mail address",
      contactPhone: "Enter the contact phone number",
      serviceArea: "Describe the area you serve",
      servicesOffered: "Choose at least one service you offer",
    });
    const ok = applicationCompleteSchema.parse(complete);
    expect(ok.contactEmail).toBe("dana@example.test");
    // Services keep the order of the list.
    expect(ok.servicesOffered).toEqual([serviceOptions[0], serviceOptions[3]]);
  });

  it.each([
    ["United States", "62704", true],
    ["United States", "62704-1234", true],
    ["United States", "6270", false],
    ["United States", "62704-12", false],
    ["Canada", "K1A 0B1", true],
    ["Canada", "k1a0b1", true],
    ["Canada", "12345", false],
    ["Canada", "D1A 0B1", false],
    ["Mexico", "06700", true],
    ["Mexico", "0670", false],
    ["Mexico", "K1A 0B1", false],
  ] as const)("postal code for %s: %s valid=%s", (country, postalCode, valid) => {
    const region = regionsByCountry[country][0]!;
    const e = errors(applicationCompleteSchema, { ...complete, country, region, postalCode });
    expect(e.postalCode === undefined).toBe(valid);
  });

  it("normalises Canadian postal codes to A1A 1A1", () => {
    const parsed = applicationCompleteSchema.parse({
      ...complete,
      country: "Canada",
      region: "Ontario",
      postalCode: "m5v3l9",
    });
    expect(parsed.postalCode).toBe("M5V 3L9");
  });

  it("the state or province must belong to the country", () => {
    expect(
      errors(applicationCompleteSchema, { ...complete, country: "Canada", postalCode: "K1A 0B1" }),
    ).toEqual({ region: "Choose a province or territory of Canada" });
    expect(
      errors(applicationCompleteSchema, {
        ...complete,
        country: "Mexico",
        region: "Jalisco",
        postalCode: "44100",
      }),
    ).toEqual({});
  });

  it.each([
    ["(555) 123-4567", true],
    ["+1 555 123 4567", true],
    ["555.123.4567", true],
    ["+52 55 1234 5678", true],
    ["555-1234", false],
    ["call me maybe", false],
    ["+1 (555) 123-4567 ext 5", false],
  ])("phone %s valid=%s", (contactPhone, valid) => {
    expect(errors(applicationCompleteSchema, { ...complete, contactPhone }).contactPhone).toBe(
      valid ? undefined : "Enter a phone number of 10 to 15 digits, e.g. (555) 123-4567",
    );
  });

  it("refuses services not in the list", () => {
    expect(
      errors(applicationCompleteSchema, { ...complete, servicesOffered: ["Poisoning"] }),
    ).toEqual({ servicesOffered: "Choose services from the list" });
  });

  it("reads repeated checkboxes from form data and maps to and from the stored columns", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(complete)) {
      if (Array.isArray(v)) v.forEach((s) => form.append(k, s));
      else form.set(k, v as string);
    }
    const input = readApplicationForm(form);
    expect(input.servicesOffered).toEqual(complete.servicesOffered);
    const columns = toApplicationColumns(applicationCompleteSchema.parse(input));
    expect(columns.businessAddress).toEqual({
      street: "12 Maple Street",
      city: "Springfield",
      region: "Illinois",
      postalCode: "62704",
      country: "United States",
    });
    expect(columns.metadata).toEqual({
      services_offered: complete.servicesOffered,
      service_area: "Sangamon County",
      // What the business does, searched by the directory (decision 054); empty here.
      business_description: "",
    });
    expect(fromApplicationColumns(columns)).toEqual({
      ...complete,
      contactEmail: "dana@example.test",
      // The near-me fields left empty: the address default applies (decision 054).
      businessDescription: "",
      serviceBasePostalCode: "",
      servicePostalPrefixes: "",
      serviceRadius: "",
      serviceRadiusUnit: "km",
      serviceRegions: "",
    });
  });
});
