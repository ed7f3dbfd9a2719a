import type { BusinessAddress } from "~/db/schema";
import { LOCALES } from "~/domain/locale";
import { getEnv } from "~/lib/env.server";
import "~/lib/i18n/catalogs.server";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { OPEN_BADGES_CONTEXT, VC_V2_CONTEXT } from "./credential-contexts.server";
import { credentialUrl, issuerProfile } from "./issuer-identity.server";
import { credentialStatusEntries, type StatusPosition } from "./status-lists.server";

/** What a credential states about one certificate period. */
export type CredentialFacts = {
  verificationCode: string;
  certificateNumber: string;
  businessName: string;
  businessAddress: BusinessAddress;
  validFrom: Date;
  validUntil: Date;
  /** The start of the business's continuous accreditation (decision 078): Open Badges' awardedDate. */
  awardedDate: Date;
  /** The standards version the business was audited against (null when no audit recorded one). */
  standardsVersion: string | null;
};

/** XML Schema dateTime in UTC, whole seconds. */
export function credentialDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export const ACHIEVEMENT_NAME = "Humane Accreditation";

const m = defineMessages({
  name: { id: "credential.achievement.name", defaultMessage: "Humane Accreditation" },
  description: {
    id: "credential.achievement.description",
    defaultMessage:
      "Accreditation of a business that cares for animals, granted after an on-site audit against {version, select, none {the programme's standards} other {the programme's standards, version {version}}} and review by the accreditation committee.",
  },
  narrative: {
    id: "credential.achievement.narrative",
    defaultMessage:
      "The business passed an on-site audit against {version, select, none {the programme's standards} other {the programme's standards, version {version}}}, was approved by the accreditation committee and keeps its certificate in force.",
  },
});

/**
 * A text in the three languages as VC Data Model 2.0 language values
 * (§11.1: `@value` with `@language`), English first (issue 36).
 */
export function languageValues(
  message: EnglishMessage,
  values?: Record<string, string>,
): { "@value": string; "@language": string }[] {
  return LOCALES.map((locale) => ({
    "@value": intlFor(locale).formatMessage(message, values),
    "@language": locale,
  }));
}

/**
 * The unsigned OpenBadgeCredential of a certificate period (Open Badges 3.0
 * on the VC Data Model 2.0): the issuer's Profile, the period as
 * validFrom/validUntil, certified since as awardedDate, the business as the achievement subject (name and
 * address as a Profile, the certificate number as an identifier), the
 * accreditation as the achievement with its criteria (/standards) and the
 * standards version audited against, and the two status entries.
 */
export function buildOpenBadgeCredential(facts: CredentialFacts, position: StatusPosition) {
  const origin = getEnv().baseUrl;
  const version = facts.standardsVersion;
  const versionValue = { version: version ?? "none" };
  const address = facts.businessAddress;
  return {
    "@context": [VC_V2_CONTEXT, OPEN_BADGES_CONTEXT],
    id: credentialUrl(facts.verificationCode, origin),
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: `${ACHIEVEMENT_NAME}: certificate ${facts.certificateNumber}`,
    description: `${facts.businessName} holds Humane Accreditation certificate ${facts.certificateNumber}, valid until ${credentialDate(facts.validUntil).slice(0, 10)}. Check its current status at ${origin}/verify/${encodeURIComponent(facts.verificationCode)}.`,
    issuer: issuerProfile(origin),
    validFrom: credentialDate(facts.validFrom),
    validUntil: credentialDate(facts.validUntil),
    // Kept across renewals, while validFrom is each period's issue (Open Badges 3.0 §B.1.1).
    awardedDate: credentialDate(facts.awardedDate),
    credentialSubject: {
      type: ["AchievementSubject", "Profile"],
      name: facts.businessName,
      address: {
        type: ["Address"],
        streetAddress: address.street,
        addressLocality: address.city,
        addressRegion: address.region,
        postalCode: address.postalCode,
        addressCountry: address.country,
      },
      identifier: [
        {
          type: "IdentityObject",
          identityType: "identifier",
          identityHash: facts.certificateNumber,
          hashed: false,
        },
      ],
      achievement: {
        id: `${origin}/standards#humane-accreditation${version ? `-v${version}` : ""}`,
        type: ["Achievement"],
        achievementType: "Certification",
        // In English, French and Spanish (issue 36).
        name: languageValues(m.name),
        description: languageValues(m.description, versionValue),
        criteria: {
          id: `${origin}/standards`,
          narrative: languageValues(m.narrative, versionValue),
        },
        ...(version ? { version } : {}),
      },
    },
    credentialStatus: credentialStatusEntries(position),
  };
}
