import type { AccreditationState, AccreditationStateKind } from "~/domain/accreditation-state";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { countryNameMessages, type ServiceAreaSummary } from "~/modules/places";

/** What the texts below are written with: react-intl's `useIntl()` or `intlFor(locale)`. */
export type TextFormatter = {
  formatMessage(descriptor: EnglishMessage, values?: Record<string, string | number>): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
};

/**
 * The directory's texts (issue 36): the /directory page, its cards and the
 * business page. Dates and numbers are written by the page's formatters.
 */
export const directoryMessages = defineMessages({
  title: { id: "directory.title", defaultMessage: "Directory of certified businesses" },
  leadFiltered: {
    id: "directory.leadFiltered",
    defaultMessage: "Every business listed holds a current certificate of accreditation.",
  },
  lead: {
    id: "directory.lead",
    defaultMessage:
      "Find an accredited business that serves your address. Every business listed here holds a current certificate of accreditation: it has passed an on-site audit against our humane standards, and leaves the directory as soon as its certificate expires or is revoked.",
  },
  searchForm: { id: "directory.searchForm", defaultMessage: "Search the directory" },
  qLabel: { id: "directory.qLabel", defaultMessage: "Postal code, city or words" },
  qHint: {
    id: "directory.qHint",
    defaultMessage: "For example K1A 0B1, 90210, Portland, OR, or raccoon",
  },
  filters: { id: "directory.filters", defaultMessage: "State, province and service" },
  regionLabel: { id: "directory.regionLabel", defaultMessage: "State or province" },
  allRegions: { id: "directory.allRegions", defaultMessage: "All states and provinces" },
  serviceLabel: { id: "directory.serviceLabel", defaultMessage: "Service" },
  allServices: { id: "directory.allServices", defaultMessage: "All services" },
  searching: { id: "directory.searching", defaultMessage: "Searching…" },
  search: { id: "directory.search", defaultMessage: "Search" },
  clearFilters: { id: "directory.clearFilters", defaultMessage: "Clear filters" },
  results: { id: "directory.results", defaultMessage: "Results" },
  didYouMean: { id: "directory.didYouMean", defaultMessage: "Did you mean:" },
  noneFound: { id: "directory.noneFound", defaultMessage: "No businesses found." },
  showing: {
    id: "directory.showing",
    defaultMessage:
      "Showing {first}–{last} of {total, plural, one {# certified business} other {# certified businesses}}{near, select, yes { near {place}} other {}}{matching, select, yes { matching “{words}”} other {}}.",
  },
  servingFirst: {
    id: "directory.servingFirst",
    defaultMessage: "Businesses that serve this address come first, nearest first.",
  },
  noneServes: {
    id: "directory.noneServes",
    defaultMessage: "None of them lists this address in its service area.",
  },
  fuzzy: { id: "directory.fuzzy", defaultMessage: "No exact match: showing similar names." },
  anyWords: {
    id: "directory.anyWords",
    defaultMessage: "No business matches all of your words: showing those that match any of them.",
  },
  lookingFor: { id: "directory.lookingFor", defaultMessage: "Looking for <link>{place}</link>?" },
  showAll: { id: "directory.showAll", defaultMessage: "Show all certified businesses" },
  noMatchTitle: {
    id: "directory.noMatch.title",
    defaultMessage: "No certified business matches your search.",
  },
  noMatchText: {
    id: "directory.noMatch.text",
    defaultMessage:
      "Try another name, or a wider area or service. <link>Show all certified businesses</link>.",
  },
  emptyTitle: { id: "directory.empty.title", defaultMessage: "No businesses are listed yet." },
  emptyText: {
    id: "directory.empty.text",
    defaultMessage:
      "Businesses appear here as soon as their first certificate is issued. Read about the <link>accreditation process</link>.",
  },
  pages: { id: "directory.pages", defaultMessage: "Pages" },
  previousPage: { id: "directory.previousPage", defaultMessage: "Previous page" },
  nextPage: { id: "directory.nextPage", defaultMessage: "Next page" },
  pageOf: { id: "directory.pageOf", defaultMessage: "Page {page} of {count}" },
  verifyNote: {
    id: "directory.verifyNote",
    defaultMessage:
      "Holding a certificate from a business not listed here? You can <link>verify a certificate</link> by its number or QR code.",
  },
  // A card.
  distanceUnknown: { id: "directory.card.distanceUnknown", defaultMessage: "Distance not known" },
  servesAddress: { id: "directory.card.servesAddress", defaultMessage: "Serves this address" },
  outsideArea: { id: "directory.card.outsideArea", defaultMessage: "Outside its service area" },
  areaServed: { id: "directory.card.areaServed", defaultMessage: "Area served:" },
  services: { id: "directory.card.services", defaultMessage: "Services:" },
  accreditedUntil: {
    id: "directory.card.accreditedUntil",
    defaultMessage: "Accredited until <time>{date}</time>",
  },
  certifiedSince: {
    id: "directory.card.certifiedSince",
    defaultMessage: "Certified since <time>{date}</time>",
  },
  standardsVersion: {
    id: "directory.card.standardsVersion",
    defaultMessage: "Standards version {version}",
  },
  viewDetails: {
    id: "directory.card.viewDetails",
    defaultMessage: "View details<hidden> of {name}</hidden>",
  },
  // A place nobody serves (issue 33).
  nothingNear: {
    id: "directory.nothingNear",
    defaultMessage: "No accredited business lists {place} in its service area yet.",
  },
  nothingNearMatching: {
    id: "directory.nothingNearMatching",
    defaultMessage:
      "No accredited business matching “{words}” lists {place} in its service area yet.",
  },
  nearest: {
    id: "directory.nearest",
    defaultMessage:
      "The nearest is {name}, {distance}. A business may travel farther than the area it lists: call to ask.",
  },
  everyInRegion: {
    id: "directory.everyInRegion",
    defaultMessage: "Every accredited business based in {region}",
  },
  askOffice: {
    id: "directory.askOffice",
    defaultMessage: "<link>Ask the programme office</link> to help you find someone who can come.",
  },
  // Distances and service areas in words.
  distanceUnder: { id: "directory.distance.under", defaultMessage: "Under 1 {unit} away" },
  distanceAway: { id: "directory.distance.away", defaultMessage: "{distance} {unit} away" },
  areaWithin: {
    id: "directory.area.within",
    defaultMessage: "Within {radius} {unit} of {base}",
  },
  areaItsBase: { id: "directory.area.itsBase", defaultMessage: "its base" },
  areaAllOf: { id: "directory.area.allOf", defaultMessage: "all of {regions}" },
  areaPostal: {
    id: "directory.area.postalCodes",
    defaultMessage: "postal codes starting {prefixes}",
  },
  areaJoin: { id: "directory.area.join", defaultMessage: "{before}; {after}" },
  listAnd: { id: "directory.list.and", defaultMessage: "{items} and {last}" },
  listOr: { id: "directory.list.or", defaultMessage: "{items} or {last}" },
});

/** The business page (/directory/{id}) and its not-found and no-longer-listed screens. */
export const businessMessages = defineMessages({
  certified: { id: "directory.business.certified", defaultMessage: "Certified business" },
  about: { id: "directory.business.about", defaultMessage: "About this business" },
  address: { id: "directory.business.address", defaultMessage: "Address" },
  serviceArea: { id: "directory.business.serviceArea", defaultMessage: "Service area" },
  notStated: { id: "directory.business.notStated", defaultMessage: "Not stated" },
  aboutWork: { id: "directory.business.aboutWork", defaultMessage: "About the work" },
  servicesOffered: {
    id: "directory.business.servicesOffered",
    defaultMessage: "Services offered",
  },
  contact: { id: "directory.business.contact", defaultMessage: "Contact" },
  contactPerson: { id: "directory.business.contactPerson", defaultMessage: "Contact person" },
  email: { id: "directory.business.email", defaultMessage: "E-mail" },
  phone: { id: "directory.business.phone", defaultMessage: "Phone" },
  certificate: { id: "directory.business.certificate", defaultMessage: "Certificate" },
  certifiedSince: { id: "directory.business.certifiedSince", defaultMessage: "Certified since" },
  certificateNumber: {
    id: "directory.business.certificateNumber",
    defaultMessage: "Certificate number",
  },
  verifyHidden: {
    id: "directory.business.verifyHidden",
    defaultMessage: "(verify this certificate)",
  },
  verify: { id: "directory.business.verify", defaultMessage: "Verify this certificate" },
  resolvedComplaints: {
    id: "directory.business.resolvedComplaints",
    defaultMessage: "Resolved complaints in the last 12 months: {count}",
  },
  back: { id: "directory.business.back", defaultMessage: "Back to the directory" },
  mapTitle: {
    id: "directory.business.mapTitle",
    defaultMessage: "Map of the area served: {area}",
  },
  mapCaption: {
    id: "directory.business.mapCaption",
    defaultMessage:
      "The shaded area is where the business works; the dot is its base. Boundaries: Natural Earth and US Census Bureau.",
  },
  mapCaptionBase: {
    id: "directory.business.mapCaptionBase",
    defaultMessage:
      "The shaded area is where the business works; the dot is its base, {base}. Boundaries: Natural Earth and US Census Bureau.",
  },
  metaDescription: {
    id: "directory.business.metaDescription",
    defaultMessage:
      "{name} holds certificate of accreditation {number} for humane wildlife control.",
  },
  metaDescriptionWhere: {
    id: "directory.business.metaDescriptionWhere",
    defaultMessage:
      "{name} ({where}) holds certificate of accreditation {number} for humane wildlife control.",
  },
  notFoundTitle: { id: "directory.business.notFoundTitle", defaultMessage: "Business not found" },
  notFoundText: {
    id: "directory.business.notFoundText",
    defaultMessage:
      "This business is not in the directory. Its certificate may have expired or been revoked, or the link may be mistyped.",
  },
  failedText: {
    id: "directory.business.failedText",
    defaultMessage: "We could not load this business. Please try again in a moment.",
  },
  loadFailed: {
    id: "directory.business.loadFailed",
    defaultMessage: "Could not load this business",
  },
  unlistedTitle: {
    id: "directory.unlisted.title",
    defaultMessage: "{name} is not in the directory",
  },
  unlistedSuspended: {
    id: "directory.unlisted.suspended",
    defaultMessage:
      "Its accreditation is suspended while the programme looks into it: it is not listed until the programme lifts the suspension.",
  },
  unlistedNotInForce: {
    id: "directory.unlisted.notInForce",
    defaultMessage: "Its certificate is no longer in force, so it is no longer listed.",
  },
  unlistedStatus: {
    id: "directory.unlisted.status",
    defaultMessage: "Certificate status: {status}.",
  },
  unlistedSeeStatus: {
    id: "directory.unlisted.seeStatus",
    defaultMessage: "See its certificate's current status",
  },
  unlistedFind: {
    id: "directory.unlisted.find",
    defaultMessage: "Find an accredited business in the directory",
  },
});

/** A business's accreditation in words (decision 050), as the public pages show it. */
export const accreditationMessages = defineMessages({
  heading: { id: "directory.accreditation.heading", defaultMessage: "Accreditation" },
  accredited: { id: "directory.accreditation.accredited", defaultMessage: "Accredited" },
  expiringSoon: {
    id: "directory.accreditation.expiringSoon",
    defaultMessage: "Accredited, renewal due",
  },
  inGrace: { id: "directory.accreditation.inGrace", defaultMessage: "Expired, in grace period" },
  lapsed: { id: "directory.accreditation.lapsed", defaultMessage: "Lapsed" },
  revoked: { id: "directory.accreditation.revoked", defaultMessage: "Revoked" },
  suspended: { id: "directory.accreditation.suspended", defaultMessage: "Suspended" },
  never: { id: "directory.accreditation.never", defaultMessage: "Not accredited" },
  accreditedUntil: {
    id: "directory.accreditation.accreditedUntil",
    defaultMessage: "Accredited until {date}",
  },
  renewalDue: {
    id: "directory.accreditation.renewalDue",
    defaultMessage: "Accredited until {date}, renewal due",
  },
  expiredRenewable: {
    id: "directory.accreditation.expiredRenewable",
    defaultMessage: "Expired on {expired}, renewable until {grace}",
  },
  lapsedOn: {
    id: "directory.accreditation.lapsedOn",
    defaultMessage: "Lapsed: expired on {date}",
  },
  revokedOn: { id: "directory.accreditation.revokedOn", defaultMessage: "Revoked on {date}" },
  suspendedOn: {
    id: "directory.accreditation.suspendedOn",
    defaultMessage: "Suspended on {date}",
  },
  standardsVersion: {
    id: "directory.accreditation.standardsVersion",
    defaultMessage: "Audited against standards version {version}",
  },
});

/** Each state's badge word. */
export const accreditationLabelMessages: Record<AccreditationStateKind, EnglishMessage> = {
  accredited: accreditationMessages.accredited,
  "expiring-soon": accreditationMessages.expiringSoon,
  "in-grace": accreditationMessages.inGrace,
  lapsed: accreditationMessages.lapsed,
  revoked: accreditationMessages.revoked,
  suspended: accreditationMessages.suspended,
  never: accreditationMessages.never,
};

/**
 * Where a business stands, without the certificate's private facts (reasons):
 * what the public pages need to say it in the reader's language.
 */
export type PublicAccreditation =
  | { kind: "accredited" | "expiring-soon"; validUntil: string }
  | { kind: "in-grace"; expiredOn: string; graceUntil: string }
  | { kind: "lapsed"; expiredOn: string }
  | { kind: "revoked"; revokedOn: string }
  | { kind: "suspended"; suspendedOn: string }
  | { kind: "never" };

export function publicAccreditation(state: AccreditationState): PublicAccreditation {
  switch (state.kind) {
    case "accredited":
    case "expiring-soon":
      return { kind: state.kind, validUntil: state.validUntil };
    case "in-grace":
      return { kind: state.kind, expiredOn: state.expiredOn, graceUntil: state.graceUntil };
    case "lapsed":
      return { kind: state.kind, expiredOn: state.expiredOn };
    case "revoked":
      return { kind: state.kind, revokedOn: state.revokedOn };
    case "suspended":
      return { kind: state.kind, suspendedOn: state.suspendedOn };
    case "never":
      return { kind: "never" };
  }
}

/** "Accredited until Nov 24, 2027", "Suspended on Nov 3, 2026" in the reader's language. */
export function accreditationHeadlineText(
  intl: TextFormatter,
  state: PublicAccreditation,
  day: (iso: string) => string,
): string {
  const m = accreditationMessages;
  switch (state.kind) {
    case "accredited":
      return intl.formatMessage(m.accreditedUntil, { date: day(state.validUntil) });
    case "expiring-soon":
      return intl.formatMessage(m.renewalDue, { date: day(state.validUntil) });
    case "in-grace":
      return intl.formatMessage(m.expiredRenewable, {
        expired: day(state.expiredOn),
        grace: day(state.graceUntil),
      });
    case "lapsed":
      return intl.formatMessage(m.lapsedOn, { date: day(state.expiredOn) });
    case "revoked":
      return intl.formatMessage(m.revokedOn, { date: day(state.revokedOn) });
    case "suspended":
      return intl.formatMessage(m.suspendedOn, { date: day(state.suspendedOn) });
    case "never":
      return intl.formatMessage(m.never);
  }
}

/** The services a business may offer (the application form's list), as the directory names them. */
const serviceMessages = defineMessages({
  exclusion: {
    id: "directory.service.exclusion",
    defaultMessage: "Humane exclusion and one-way doors",
  },
  eviction: {
    id: "directory.service.eviction",
    defaultMessage: "Humane eviction of wildlife from structures",
  },
  liveCapture: {
    id: "directory.service.liveCapture",
    defaultMessage: "Live capture and on-site release",
  },
  bats: { id: "directory.service.bats", defaultMessage: "Bat exclusion" },
  birds: { id: "directory.service.birds", defaultMessage: "Bird control and nest relocation" },
  rodents: { id: "directory.service.rodents", defaultMessage: "Rodent proofing and sealing" },
  inspection: {
    id: "directory.service.inspection",
    defaultMessage: "Wildlife inspection and consultation",
  },
  repair: { id: "directory.service.repair", defaultMessage: "Damage repair and prevention" },
  attic: { id: "directory.service.attic", defaultMessage: "Attic restoration and cleanup" },
  deadAnimal: { id: "directory.service.deadAnimal", defaultMessage: "Dead animal removal" },
  education: {
    id: "directory.service.education",
    defaultMessage: "Client education on coexistence",
  },
});

const serviceByEnglish = new Map<string, EnglishMessage>(
  Object.values(serviceMessages).map((message) => [message.defaultMessage, message]),
);

/** A service in the reader's language (a service the list does not know stays as stored). */
export function serviceName(intl: TextFormatter, service: string): string {
  const message = serviceByEnglish.get(service);
  return message ? intl.formatMessage(message) : service;
}

const otherCountry = defineMessages({
  other: { id: "directory.country.other", defaultMessage: "Other" },
});

const countryByEnglish = new Map<string, EnglishMessage>(
  [...Object.values(countryNameMessages), otherCountry.other].map((message) => [
    message.defaultMessage,
    message,
  ]),
);

/** A country's name as stored ("United States") in the reader's language. */
export function countryName(intl: TextFormatter, country: string): string {
  const message = countryByEnglish.get(country);
  return message ? intl.formatMessage(message) : country;
}

/** A number of km or miles: "40", "2.5" ("2,5" in French). */
function formatRadius(intl: TextFormatter, value: number): string {
  return intl.formatNumber(value, { maximumFractionDigits: 1, useGrouping: false });
}

/** "a, b and c" (no serial comma, as the programme writes it) in the reader's language. */
function joinList(intl: TextFormatter, items: string[], message: EnglishMessage): string {
  if (items.length <= 1) return items.join("");
  return intl.formatMessage(message, {
    items: items.slice(0, -1).join(", "),
    last: items[items.length - 1]!,
  });
}

/**
 * A service area in words (decision 054) in the reader's language:
 * "Within 40 km of Ottawa, ON; all of Quebec; postal codes starting K2 or K4".
 * The English is that of `describeServiceArea` (places module).
 */
export function serviceAreaWords(intl: TextFormatter, area: ServiceAreaSummary | null): string {
  if (!area) return "";
  const m = directoryMessages;
  const parts: string[] = [];
  if (area.hasBase && area.radius > 0) {
    parts.push(
      intl.formatMessage(m.areaWithin, {
        radius: formatRadius(intl, area.radius),
        unit: area.radiusUnit,
        base: area.baseLabel || intl.formatMessage(m.areaItsBase),
      }),
    );
  }
  if (area.regions.length > 0) {
    parts.push(
      intl.formatMessage(m.areaAllOf, { regions: joinList(intl, area.regions, m.listAnd) }),
    );
  }
  if (area.postalPrefixes.length > 0) {
    parts.push(
      intl.formatMessage(m.areaPostal, {
        prefixes: joinList(intl, area.postalPrefixes, m.listOr),
      }),
    );
  }
  if (parts.length === 0) return "";
  const text = parts.reduce((before, after) => intl.formatMessage(m.areaJoin, { before, after }));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "12 km away" (km for Canada and Mexico, miles for the United States); "Under 1 km away". */
export function distanceText(intl: TextFormatter, km: number, unit: "km" | "mi"): string {
  const value = unit === "mi" ? km / 1.609344 : km;
  if (value < 1) return intl.formatMessage(directoryMessages.distanceUnder, { unit });
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return intl.formatMessage(directoryMessages.distanceAway, {
    distance: formatRadius(intl, rounded),
    unit,
  });
}
