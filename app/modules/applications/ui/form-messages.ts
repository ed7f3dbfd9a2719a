import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { Country } from "../application-schema";
import type { serviceOptions } from "../service-options";

type ServiceOption = (typeof serviceOptions)[number];

/** The application form and its screens (new, edit), in the reader's language. */
export const applicationFormMessages = defineMessages({
  newTitle: { id: "applications.new.title", defaultMessage: "New application" },
  back: { id: "applications.new.back", defaultMessage: "← Applications" },
  newIntro: {
    id: "applications.new.intro",
    defaultMessage:
      "Tell us about your business and the humane wildlife control services you offer.",
  },
  documentsBeforeSubmit: {
    id: "applications.new.documentsBeforeSubmit",
    defaultMessage:
      "Save your application, then upload your {documents} on its page and submit it from there.",
  },
  saveDraft: { id: "applications.form.saveDraft", defaultMessage: "Save draft" },
  saveChanges: { id: "applications.form.saveChanges", defaultMessage: "Save changes" },
  submit: { id: "applications.form.submit", defaultMessage: "Submit application" },
  resubmit: { id: "applications.form.resubmit", defaultMessage: "Resubmit application" },
  editPageTitle: { id: "applications.edit.pageTitle", defaultMessage: "Edit {name}" },
  editTitle: { id: "applications.edit.title", defaultMessage: "Edit application" },
  backToApplication: {
    id: "applications.edit.back",
    defaultMessage: "← Back to the application",
  },
  missingDocuments: {
    id: "applications.edit.missingDocuments",
    defaultMessage:
      "Upload your {documents} before submitting. Save your changes, then <link>upload the missing documents</link> and submit from the application's page.",
  },
  requiredNote: {
    id: "applications.form.requiredNote",
    defaultMessage:
      "You can save a draft with only the business name and finish it later. To submit, every field is required.",
  },
  business: { id: "applications.form.business", defaultMessage: "Business" },
  businessName: { id: "applications.form.businessName", defaultMessage: "Business name" },
  street: { id: "applications.form.street", defaultMessage: "Street address" },
  city: { id: "applications.form.city", defaultMessage: "City" },
  country: { id: "applications.form.country", defaultMessage: "Country" },
  chooseCountry: { id: "applications.form.chooseCountry", defaultMessage: "Choose a country" },
  stateOrProvince: { id: "applications.form.stateOrProvince", defaultMessage: "State or province" },
  chooseCountryFirst: {
    id: "applications.form.chooseCountryFirst",
    defaultMessage: "Choose a country first",
  },
  postalCode: { id: "applications.form.postalCode", defaultMessage: "Postal code" },
  postalHintNone: {
    id: "applications.form.postalHintNone",
    defaultMessage: "Choose the country to see the format",
  },
  contact: { id: "applications.form.contact", defaultMessage: "Contact person" },
  contactNote: {
    id: "applications.form.contactNote",
    defaultMessage:
      "Once your business is certified, this contact is shown in the public directory so that clients can reach you: use a business e-mail and phone.",
  },
  contactName: { id: "applications.form.contactName", defaultMessage: "Contact name" },
  contactEmail: { id: "applications.form.contactEmail", defaultMessage: "Contact e-mail" },
  contactEmailHint: {
    id: "applications.form.contactEmailHint",
    defaultMessage: "Status updates about this application are sent here.",
  },
  contactPhone: { id: "applications.form.contactPhone", defaultMessage: "Contact phone" },
  contactPhoneHint: {
    id: "applications.form.contactPhoneHint",
    defaultMessage: "For example (555) 123-4567 or +1 555 123 4567",
  },
  services: { id: "applications.form.services", defaultMessage: "Services" },
  servicesOffered: {
    id: "applications.form.servicesOffered",
    defaultMessage: "Services offered (choose at least one)",
  },
  serviceArea: { id: "applications.form.serviceArea", defaultMessage: "Service area" },
  serviceAreaPlaceholder: {
    id: "applications.form.serviceAreaPlaceholder",
    defaultMessage:
      "Cities, counties or regions you serve, e.g. Greater Toronto Area and Durham Region",
  },
  about: { id: "applications.form.about", defaultMessage: "About your work (optional)" },
  aboutPlaceholder: {
    id: "applications.form.aboutPlaceholder",
    defaultMessage:
      "The animals and situations you handle, e.g. bats in attics, raccoons under decks",
  },
  saving: { id: "applications.form.saving", defaultMessage: "Saving…" },
  submitting: { id: "applications.form.submitting", defaultMessage: "Submitting…" },
  cancel: { id: "applications.form.cancel", defaultMessage: "Cancel" },
});

/** The countries' names (the stored values stay English). */
export const countryMessages: Record<Country, EnglishMessage> = defineMessages({
  "United States": { id: "applications.country.us", defaultMessage: "United States" },
  Canada: { id: "applications.country.ca", defaultMessage: "Canada" },
  Mexico: { id: "applications.country.mx", defaultMessage: "Mexico" },
});

/** The region select's label, and its empty option, per country. */
export const regionMessages: Record<Country, { label: EnglishMessage; choose: EnglishMessage }> = {
  "United States": defineMessages({
    label: { id: "applications.region.us", defaultMessage: "State" },
    choose: { id: "applications.region.us.choose", defaultMessage: "Choose a state" },
  }),
  Canada: defineMessages({
    label: { id: "applications.region.ca", defaultMessage: "Province or territory" },
    choose: {
      id: "applications.region.ca.choose",
      defaultMessage: "Choose a province or territory",
    },
  }),
  Mexico: defineMessages({
    label: { id: "applications.region.mx", defaultMessage: "State" },
    choose: { id: "applications.region.mx.choose", defaultMessage: "Choose a state" },
  }),
};

/** The postal code's hint and refusal per country (application-schema.ts's postalCodeRules). */
export const postalCodeMessages: Record<
  Country,
  { hint: EnglishMessage; message: EnglishMessage }
> = {
  "United States": defineMessages({
    hint: { id: "applications.postal.us.hint", defaultMessage: "ZIP code: 12345 or 12345-6789" },
    message: {
      id: "applications.postal.us.message",
      defaultMessage: "Enter a ZIP code of 5 digits, or 5+4 digits (12345 or 12345-6789)",
    },
  }),
  Canada: defineMessages({
    hint: { id: "applications.postal.ca.hint", defaultMessage: "Postal code: A1A 1A1" },
    message: {
      id: "applications.postal.ca.message",
      defaultMessage: "Enter a Canadian postal code like A1A 1A1",
    },
  }),
  Mexico: defineMessages({
    hint: { id: "applications.postal.mx.hint", defaultMessage: "Código postal: 5 digits" },
    message: {
      id: "applications.postal.mx.message",
      defaultMessage: "Enter a Mexican postal code of 5 digits",
    },
  }),
};

/** The services offered as the form lists them (the stored values stay English). */
export const serviceOptionMessages: Record<ServiceOption, EnglishMessage> = defineMessages({
  "Humane exclusion and one-way doors": {
    id: "applications.service.exclusion",
    defaultMessage: "Humane exclusion and one-way doors",
  },
  "Humane eviction of wildlife from structures": {
    id: "applications.service.eviction",
    defaultMessage: "Humane eviction of wildlife from structures",
  },
  "Live capture and on-site release": {
    id: "applications.service.liveCapture",
    defaultMessage: "Live capture and on-site release",
  },
  "Bat exclusion": { id: "applications.service.bats", defaultMessage: "Bat exclusion" },
  "Bird control and nest relocation": {
    id: "applications.service.birds",
    defaultMessage: "Bird control and nest relocation",
  },
  "Rodent proofing and sealing": {
    id: "applications.service.rodents",
    defaultMessage: "Rodent proofing and sealing",
  },
  "Wildlife inspection and consultation": {
    id: "applications.service.inspection",
    defaultMessage: "Wildlife inspection and consultation",
  },
  "Damage repair and prevention": {
    id: "applications.service.repair",
    defaultMessage: "Damage repair and prevention",
  },
  "Attic restoration and cleanup": {
    id: "applications.service.attic",
    defaultMessage: "Attic restoration and cleanup",
  },
  "Dead animal removal": {
    id: "applications.service.deadAnimal",
    defaultMessage: "Dead animal removal",
  },
  "Client education on coexistence": {
    id: "applications.service.education",
    defaultMessage: "Client education on coexistence",
  },
});

/**
 * The form's refusals (application-schema.ts) declared as messages, so the
 * form's answer is written in the reader's language (those without values).
 */
export const applicationErrorMessages = defineMessages({
  businessName: {
    id: "applications.error.businessName",
    defaultMessage: "Enter the business name",
  },
  street: { id: "applications.error.street", defaultMessage: "Enter the street address" },
  city: { id: "applications.error.city", defaultMessage: "Enter the city" },
  country: { id: "applications.error.country", defaultMessage: "Choose the country" },
  region: { id: "applications.error.region", defaultMessage: "Choose the state or province" },
  postalCode: { id: "applications.error.postalCode", defaultMessage: "Enter the postal code" },
  contactName: {
    id: "applications.error.contactName",
    defaultMessage: "Enter the contact person's name",
  },
  contactEmail: {
    id: "applications.error.contactEmail",
    defaultMessage: "Enter the contact e-mail address",
  },
  contactPhone: {
    id: "applications.error.contactPhone",
    defaultMessage: "Enter the contact phone number",
  },
  serviceArea: {
    id: "applications.error.serviceArea",
    defaultMessage: "Describe the area you serve",
  },
  businessNameShort: {
    id: "applications.error.businessNameShort",
    defaultMessage: "Business name must be at least 2 characters",
  },
  countryList: {
    id: "applications.error.countryList",
    defaultMessage: "Choose United States, Canada or Mexico",
  },
  email: { id: "applications.error.email", defaultMessage: "Enter a valid e-mail address" },
  phone: {
    id: "applications.error.phone",
    defaultMessage: "Enter a phone number of 10 to 15 digits, e.g. (555) 123-4567",
  },
  servicesList: {
    id: "applications.error.servicesList",
    defaultMessage: "Choose services from the list",
  },
  servicesNone: {
    id: "applications.error.servicesNone",
    defaultMessage: "Choose at least one service you offer",
  },
  invalid: {
    id: "applications.error.invalid",
    defaultMessage: "Please correct the highlighted fields.",
  },
  incomplete: {
    id: "applications.error.incomplete",
    defaultMessage: "Complete the highlighted fields before submitting your application.",
  },
  createFailed: {
    id: "applications.error.createFailed",
    defaultMessage: "Failed to create application. Please try again later.",
  },
  updateFailed: {
    id: "applications.error.updateFailed",
    defaultMessage: "Failed to update application. Please try again.",
  },
  updateDenied: {
    id: "applications.error.updateDenied",
    defaultMessage: "You do not have permission to update this application",
  },
  fetchDetailFailed: {
    id: "applications.error.fetchDetailFailed",
    defaultMessage: "Failed to fetch application details. Please try again.",
  },
  fetchListFailed: {
    id: "applications.error.fetchListFailed",
    defaultMessage: "Failed to fetch applications. Please check your connection and try again.",
  },
});
