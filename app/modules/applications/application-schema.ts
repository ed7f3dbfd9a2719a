import { z } from "zod";
import { singleLineText } from "~/lib/single-line-text";
import type { ApplicationMetadata, BusinessAddress } from "~/db/schema";
import {
  checkServiceArea,
  serviceAreaFormValues,
  type ServiceAreaMetadata,
} from "~/modules/places";
import { serviceOptions } from "./service-options";

/** SPEC §3 business address: countries of the programme (North America). */
export const countries = ["United States", "Canada", "Mexico"] as const;
export type Country = (typeof countries)[number];

/** States, provinces and territories per country, for the state/province select. */
export const regionsByCountry: Record<Country, readonly string[]> = {
  "United States": [
    "Alabama",
    "Alaska",
    "Arizona",
    "Arkansas",
    "California",
    "Colorado",
    "Connecticut",
    "Delaware",
    "District of Columbia",
    "Florida",
    "Georgia",
    "Hawaii",
    "Idaho",
    "Illinois",
    "Indiana",
    "Iowa",
    "Kansas",
    "Kentucky",
    "Louisiana",
    "Maine",
    "Maryland",
    "Massachusetts",
    "Michigan",
    "Minnesota",
    "Mississippi",
    "Missouri",
    "Montana",
    "Nebraska",
    "Nevada",
    "New Hampshire",
    "New Jersey",
    "New Mexico",
    "New York",
    "North Carolina",
    "North Dakota",
    "Ohio",
    "Oklahoma",
    "Oregon",
    "Pennsylvania",
    "Rhode Island",
    "South Carolina",
    "South Dakota",
    "Tennessee",
    "Texas",
    "Utah",
    "Vermont",
    "Virginia",
    "Washington",
    "West Virginia",
    "Wisconsin",
    "Wyoming",
  ],
  Canada: [
    "Alberta",
    "British Columbia",
    "Manitoba",
    "New Brunswick",
    "Newfoundland and Labrador",
    "Northwest Territories",
    "Nova Scotia",
    "Nunavut",
    "Ontario",
    "Prince Edward Island",
    "Quebec",
    "Saskatchewan",
    "Yukon",
  ],
  Mexico: [
    "Aguascalientes",
    "Baja California",
    "Baja California Sur",
    "Campeche",
    "Chiapas",
    "Chihuahua",
    "Ciudad de México",
    "Coahuila",
    "Colima",
    "Durango",
    "Guanajuato",
    "Guerrero",
    "Hidalgo",
    "Jalisco",
    "México",
    "Michoacán",
    "Morelos",
    "Nayarit",
    "Nuevo León",
    "Oaxaca",
    "Puebla",
    "Querétaro",
    "Quintana Roo",
    "San Luis Potosí",
    "Sinaloa",
    "Sonora",
    "Tabasco",
    "Tamaulipas",
    "Tlaxcala",
    "Veracruz",
    "Yucatán",
    "Zacatecas",
  ],
};

export const regionLabel: Record<Country, string> = {
  "United States": "State",
  Canada: "Province or territory",
  Mexico: "State",
};

/** Postal code format per country, with the message and hint shown at the field. */
export const postalCodeRules: Record<Country, { pattern: RegExp; message: string; hint: string }> =
  {
    "United States": {
      pattern: /^\d{5}(-\d{4})?$/,
      message: "Enter a ZIP code of 5 digits, or 5+4 digits (12345 or 12345-6789)",
      hint: "ZIP code: 12345 or 12345-6789",
    },
    Canada: {
      pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
      message: "Enter a Canadian postal code like A1A 1A1",
      hint: "Postal code: A1A 1A1",
    },
    Mexico: {
      pattern: /^\d{5}$/,
      message: "Enter a Mexican postal code of 5 digits",
      hint: "Código postal: 5 digits",
    },
  };

/** Canadian codes are accepted in any case and with or without the space. */
export function normalizePostalCode(country: string, value: string): string {
  const trimmed = value.trim();
  if (country === "Canada") {
    const compact = trimmed.replace(/\s+/g, "").toUpperCase();
    return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
  }
  return trimmed;
}

export { serviceOptions } from "./service-options";

/** Digits, spaces, dashes, dots, brackets and an optional leading +; 10 to 15 digits. */
const phonePattern = /^\+?[\d\s().-]+$/;
function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  return phonePattern.test(value) && digits.length >= 10 && digits.length <= 15;
}

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
/** A single-line field: line breaks collapsed (decision 081). */
const line = (max: number, tooLong: string) => singleLineText().max(max, tooLong);

/** The raw form as posted (every value a string; services a list). */
export type ApplicationFormInput = {
  businessName?: string;
  street?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  country?: string;
  contactName?: string;
  contactEmail?: string;
  contactPhone?: string;
  servicesOffered?: string[];
  serviceArea?: string;
  businessDescription?: string;
  serviceRadius?: string;
  serviceRadiusUnit?: string;
  serviceRegions?: string;
  servicePostalPrefixes?: string;
  serviceBasePostalCode?: string;
};

export const applicationFieldNames = [
  "businessName",
  "street",
  "city",
  "region",
  "postalCode",
  "country",
  "contactName",
  "contactEmail",
  "contactPhone",
  "servicesOffered",
  "serviceArea",
  "businessDescription",
  "serviceRadius",
  "serviceRadiusUnit",
  "serviceRegions",
  "servicePostalPrefixes",
  "serviceBasePostalCode",
] as const;

/**
 * The application form as posted, for the route's form helper: every field a
 * string and `servicesOffered` a list (repeated checkboxes). The services
 * check the values themselves (a draft is checked less than a submission).
 */
export const postedApplicationSchema = z.object({
  businessName: z.string().default(""),
  street: z.string().default(""),
  city: z.string().default(""),
  region: z.string().default(""),
  postalCode: z.string().default(""),
  country: z.string().default(""),
  contactName: z.string().default(""),
  contactEmail: z.string().default(""),
  contactPhone: z.string().default(""),
  servicesOffered: z.array(z.string()).default([]),
  serviceArea: z.string().default(""),
  businessDescription: z.string().default(""),
  serviceRadius: z.string().default(""),
  serviceRadiusUnit: z.string().default("km"),
  serviceRegions: z.string().default(""),
  servicePostalPrefixes: z.string().default(""),
  serviceBasePostalCode: z.string().default(""),
});

/** Builds the form input from posted form data (services are repeated checkboxes). */
export function readApplicationForm(form: FormData): ApplicationFormInput {
  const get = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    businessName: get("businessName"),
    street: get("street"),
    city: get("city"),
    region: get("region"),
    postalCode: get("postalCode"),
    country: get("country"),
    contactName: get("contactName"),
    contactEmail: get("contactEmail"),
    contactPhone: get("contactPhone"),
    servicesOffered: form.getAll("servicesOffered").filter((v) => typeof v === "string"),
    serviceArea: get("serviceArea"),
    businessDescription: get("businessDescription"),
    serviceRadius: get("serviceRadius"),
    serviceRadiusUnit: get("serviceRadiusUnit") || "km",
    serviceRegions: get("serviceRegions"),
    servicePostalPrefixes: get("servicePostalPrefixes"),
    serviceBasePostalCode: get("serviceBasePostalCode"),
  };
}

const fields = {
  businessName: line(200, "Business name must be at most 200 characters"),
  street: line(200, "Street address must be at most 200 characters"),
  city: line(100, "City must be at most 100 characters"),
  region: line(100, "State or province must be at most 100 characters"),
  postalCode: line(12, "Postal code is too long"),
  country: z.string().trim(),
  contactName: line(120, "Contact name must be at most 120 characters"),
  contactEmail: line(254, "E-mail address is too long").transform((v) => v.toLowerCase()),
  contactPhone: line(30, "Phone number is too long"),
  servicesOffered: z.array(z.string()).max(serviceOptions.length),
  serviceArea: text(500, "Service area must be at most 500 characters"),
  businessDescription: text(1000, "Description must be at most 1000 characters"),
  serviceText: text(500, "Too long"),
};

type Mode = "draft" | "complete";

/**
 * Field checks shared by both modes. A draft needs only the business name;
 * what is filled in must still be well-formed. A complete application (needed
 * to submit, and for every edit after submission) needs every field.
 */
function buildSchema(mode: Mode) {
  return z
    .object({
      businessName: fields.businessName.default(""),
      street: fields.street.default(""),
      city: fields.city.default(""),
      region: fields.region.default(""),
      postalCode: fields.postalCode.default(""),
      country: fields.country.default(""),
      contactName: fields.contactName.default(""),
      contactEmail: fields.contactEmail.default(""),
      contactPhone: fields.contactPhone.default(""),
      servicesOffered: fields.servicesOffered.default([]),
      serviceArea: fields.serviceArea.default(""),
      businessDescription: fields.businessDescription.default(""),
      serviceRadius: fields.serviceText.default(""),
      serviceRadiusUnit: fields.serviceText.default("km"),
      serviceRegions: fields.serviceText.default(""),
      servicePostalPrefixes: fields.serviceText.default(""),
      serviceBasePostalCode: fields.serviceText.default(""),
    })
    .superRefine((v, ctx) => {
      const issue = (path: keyof ApplicationFormInput, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      const required: [keyof ApplicationFormInput, string, string][] = [
        ["businessName", v.businessName, "Enter the business name"],
        ["street", v.street, "Enter the street address"],
        ["city", v.city, "Enter the city"],
        ["country", v.country, "Choose the country"],
        ["region", v.region, "Choose the state or province"],
        ["postalCode", v.postalCode, "Enter the postal code"],
        ["contactName", v.contactName, "Enter the contact person's name"],
        ["contactEmail", v.contactEmail, "Enter the contact e-mail address"],
        ["contactPhone", v.contactPhone, "Enter the contact phone number"],
        ["serviceArea", v.serviceArea, "Describe the area you serve"],
      ];
      for (const [name, value, message] of required) {
        if (value === "" && (mode === "complete" || name === "businessName")) issue(name, message);
      }
      if (v.businessName !== "" && v.businessName.length < 2) {
        issue("businessName", "Business name must be at least 2 characters");
      }
      const country = (countries as readonly string[]).includes(v.country)
        ? (v.country as Country)
        : null;
      if (v.country !== "" && !country) {
        issue("country", "Choose United States, Canada or Mexico");
      }
      if (country && v.region !== "" && !regionsByCountry[country].includes(v.region)) {
        issue("region", `Choose a ${regionLabel[country].toLowerCase()} of ${country}`);
      }
      if (country && v.postalCode !== "") {
        const rule = postalCodeRules[country];
        if (!rule.pattern.test(normalizePostalCode(country, v.postalCode))) {
          issue("postalCode", rule.message);
        }
      }
      if (v.contactEmail !== "" && !z.email().safeParse(v.contactEmail).success) {
        issue("contactEmail", "Enter a valid e-mail address");
      }
      if (v.contactPhone !== "" && !isPhone(v.contactPhone)) {
        issue("contactPhone", "Enter a phone number of 10 to 15 digits, e.g. (555) 123-4567");
      }
      const unknown = v.servicesOffered.filter(
        (s) => !(serviceOptions as readonly string[]).includes(s),
      );
      if (unknown.length > 0) issue("servicesOffered", "Choose services from the list");
      if (mode === "complete" && v.servicesOffered.length === 0) {
        issue("servicesOffered", "Choose at least one service you offer");
      }
      // Optional: left empty, the business is placed at its address with the default radius (decision 054).
      const area = checkServiceArea(v, { required: false, country: v.country });
      if (!area.ok) {
        for (const [name, message] of Object.entries(area.errors)) {
          issue(name as keyof ApplicationFormInput, message);
        }
      }
    })
    .transform((v) => ({
      ...v,
      area: checkServiceArea(v, { required: false, country: v.country }),
      postalCode: normalizePostalCode(v.country, v.postalCode),
      servicesOffered: serviceOptions.filter((s) => v.servicesOffered.includes(s)),
    }));
}

/** Save as draft: business name required, the rest optional but well-formed. */
export const applicationDraftSchema = buildSchema("draft");
/** Submit (and any edit after submission): every field required and valid. */
export const applicationCompleteSchema = buildSchema("complete");

export type ApplicationFormData = z.output<typeof applicationDraftSchema>;

/** The service-area metadata of a checked form (none stored when the fields were left empty). */
function serviceAreaMetadata(
  area: ReturnType<typeof checkServiceArea>,
): Partial<ServiceAreaMetadata> & { service_area_source?: "business" } {
  if (!area.ok) return {};
  const v = area.value;
  const stated =
    v.service_radius > 0 || v.service_regions.length > 0 || v.service_postal_prefixes.length > 0;
  return stated ? { ...v, service_area_source: "business" } : {};
}

/** Maps the validated form to the stored columns. */
export function toApplicationColumns(v: ApplicationFormData) {
  return {
    businessName: v.businessName,
    // A draft may lack a country until it is completed; submit requires one.
    businessAddress: {
      street: v.street,
      city: v.city,
      region: v.region,
      postalCode: v.postalCode,
      country: v.country,
    } as BusinessAddress,
    contactName: v.contactName,
    contactEmail: v.contactEmail,
    contactPhone: v.contactPhone,
    metadata: {
      services_offered: v.servicesOffered,
      service_area: v.serviceArea,
      business_description: v.businessDescription,
      ...serviceAreaMetadata(v.area),
    } satisfies ApplicationMetadata,
  };
}

/** The form values of a stored application (edit form, completeness check). */
export function fromApplicationColumns(row: {
  businessName: string;
  businessAddress: BusinessAddress;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  metadata: ApplicationMetadata;
}): Required<ApplicationFormInput> {
  const a = row.businessAddress ?? ({} as Partial<BusinessAddress>);
  return {
    businessName: row.businessName,
    street: a.street ?? "",
    city: a.city ?? "",
    region: a.region ?? "",
    postalCode: a.postalCode ?? "",
    country: a.country ?? "",
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    servicesOffered: Array.isArray(row.metadata?.services_offered)
      ? row.metadata.services_offered
      : [],
    serviceArea: typeof row.metadata?.service_area === "string" ? row.metadata.service_area : "",
    businessDescription:
      typeof row.metadata?.business_description === "string"
        ? row.metadata.business_description
        : "",
    ...serviceAreaFormValues(row.metadata),
  };
}

/** First message per field, for showing at the field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "form")] ??= issue.message;
  return out;
}
