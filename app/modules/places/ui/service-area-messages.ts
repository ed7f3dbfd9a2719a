import { defineMessages } from "~/lib/i18n/messages";

/** Where the business works (service-area-fields.tsx), in the reader's language. */
export const serviceAreaFieldMessages = defineMessages({
  legend: { id: "applications.serviceArea.legend", defaultMessage: "Where you work" },
  intro: {
    id: "applications.serviceArea.intro",
    defaultMessage:
      "Homeowners find you in the directory by their postal code or city. Give a distance you travel from your base, and/or list whole states, provinces or postal-code prefixes.",
  },
  radius: {
    id: "applications.serviceArea.radius",
    defaultMessage: "Distance you travel from your base",
  },
  radiusHint: {
    id: "applications.serviceArea.radiusHint",
    defaultMessage: "A number, e.g. 40 (at most 500 km or 310 mi)",
  },
  unit: { id: "applications.serviceArea.unit", defaultMessage: "Unit" },
  km: { id: "applications.serviceArea.km", defaultMessage: "km" },
  miles: { id: "applications.serviceArea.miles", defaultMessage: "miles" },
  base: { id: "applications.serviceArea.base", defaultMessage: "Base postal code (optional)" },
  baseHint: {
    id: "applications.serviceArea.baseHint",
    defaultMessage: "Leave empty to measure from your business address",
  },
  regions: {
    id: "applications.serviceArea.regions",
    defaultMessage: "Whole states or provinces served (optional)",
  },
  regionsHint: {
    id: "applications.serviceArea.regionsHint",
    defaultMessage: "Names or abbreviations separated by commas, e.g. Ontario, QC",
  },
  prefixes: {
    id: "applications.serviceArea.prefixes",
    defaultMessage: "Postal-code prefixes served (optional)",
  },
  prefixesHint: {
    id: "applications.serviceArea.prefixesHint",
    defaultMessage: "The start of the codes, separated by commas, e.g. K1A, K2P, 902",
  },
});

/** The service area's refusals without values (service-area-input.ts), declared for the form's answer. */
export const serviceAreaErrorMessages = defineMessages({
  unit: { id: "applications.serviceArea.error.unit", defaultMessage: "Choose kilometres or miles" },
  number: {
    id: "applications.serviceArea.error.number",
    defaultMessage: "Enter the radius as a number, e.g. 40",
  },
  zero: {
    id: "applications.serviceArea.error.zero",
    defaultMessage:
      "A radius of 0 serves no one: enter at least 1, or leave it empty and list the areas you serve",
  },
  base: {
    id: "applications.serviceArea.error.base",
    defaultMessage:
      "Enter a ZIP code, código postal or Canadian postal code (or leave it empty to use your address)",
  },
  required: {
    id: "applications.serviceArea.error.required",
    defaultMessage:
      "Enter how far you travel from your base, or list the states, provinces or postal codes you serve",
  },
});
