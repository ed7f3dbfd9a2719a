import type { AccreditationState } from "~/domain/accreditation-state";
import type { Locale } from "~/domain/locale";
import { formatDay } from "~/lib/format";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages } from "~/lib/i18n/messages";
import { escapeMarkup } from "~/lib/escape-markup";

/**
 * The live seal a business embeds on its own website (decision 053): what it
 * shows comes from the certificate's accreditation state (decision 050),
 * never from an application's status; a suspended certificate says so
 * (decision 056).
 */
export type SealKind = "accredited" | "expired" | "revoked" | "suspended";

export type SealView = {
  kind: SealKind;
  /** The big word: "Accredited", "Expired", "Revoked". */
  headline: string;
  /** The line under it: "until Jun 1, 2027", "on Mar 4, 2026". */
  detail: string;
  /** The whole state in one sentence: "Accredited until Jun 1, 2027". */
  label: string;
  businessName: string;
  certificateNumber: string;
};

/** Pixel size of the seal (the PNG is drawn at twice this for sharp screens). */
export const SEAL_WIDTH = 300;
export const SEAL_HEIGHT = 100;

/** Short caching, revalidated by ETag; the server's own answer changes at once (decision 053). */
export const SEAL_CACHE_CONTROL = "public, max-age=300";

export type SealFormat = "svg" | "png";

/** The seal's path for a verification code (stable for the certificate's life). */
export function sealPath(verificationCode: string, format: SealFormat): string {
  return `/seal/${encodeURIComponent(verificationCode)}.${format}`;
}

const m = defineMessages({
  accredited: { id: "seal.accredited", defaultMessage: "Accredited" },
  accreditedDetail: { id: "seal.accredited.detail", defaultMessage: "until {date}" },
  expired: { id: "seal.expired", defaultMessage: "Expired" },
  expiredDetail: { id: "seal.expired.detail", defaultMessage: "on {date}" },
  revoked: { id: "seal.revoked", defaultMessage: "Revoked" },
  revokedDetail: { id: "seal.revoked.detail", defaultMessage: "on {date}" },
  suspended: { id: "seal.suspended", defaultMessage: "Suspended" },
  suspendedDetail: { id: "seal.suspended.detail", defaultMessage: "since {date}" },
  label: { id: "seal.label", defaultMessage: "{headline} {detail}" },
});

/**
 * What the seal shows for a certificate's accreditation state, in `locale`
 * (issue 36: `/seal/{code}.svg?lang=fr|es`; English by default).
 */
export function sealViewOf(
  accreditation: Exclude<AccreditationState, { kind: "never" }>,
  facts: { businessName: string; certificateNumber: string },
  locale: Locale = "en",
): SealView {
  const intl = intlFor(locale);
  const base = { businessName: facts.businessName, certificateNumber: facts.certificateNumber };
  const view = (
    kind: SealKind,
    headline: typeof m.accredited,
    detail: typeof m.accredited,
    day: string,
  ): SealView => {
    const words = intl.formatMessage(headline);
    const line = intl.formatMessage(detail, { date: formatDay(day, locale) });
    return {
      kind,
      headline: words,
      detail: line,
      label: intl.formatMessage(m.label, { headline: words, detail: line }),
      ...base,
    };
  };
  switch (accreditation.kind) {
    case "accredited":
    case "expiring-soon":
      return view("accredited", m.accredited, m.accreditedDetail, accreditation.validUntil);
    case "in-grace":
    case "lapsed":
      return view("expired", m.expired, m.expiredDetail, accreditation.expiredOn);
    case "revoked":
      return view("revoked", m.revoked, m.revokedDetail, accreditation.revokedOn);
    case "suspended":
      return view("suspended", m.suspended, m.suspendedDetail, accreditation.suspendedOn);
  }
}

/**
 * The HTML a business pastes into its website: the SVG seal (the PNG for
 * browsers without SVG) inside a link to the certificate's verification
 * page. No script; the image is loaded from this site and shows the current
 * state on every visit.
 */
export function sealSnippet(options: {
  baseUrl: string;
  verificationCode: string;
  verificationUrl: string;
  businessName: string;
}): string {
  const base = options.baseUrl.replace(/\/+$/, "");
  const svg = `${base}${sealPath(options.verificationCode, "svg")}`;
  const png = `${base}${sealPath(options.verificationCode, "png")}`;
  const alt = `Humane Accreditation Portal seal of ${options.businessName}: select to check its current accreditation`;
  return [
    `<a href="${escapeMarkup(options.verificationUrl)}" target="_blank" rel="noopener" title="Check this accreditation">`,
    `  <picture>`,
    `    <source srcset="${escapeMarkup(svg)}" type="image/svg+xml">`,
    `    <img src="${escapeMarkup(png)}" alt="${escapeMarkup(alt)}" width="${SEAL_WIDTH}" height="${SEAL_HEIGHT}" loading="lazy" style="border:0">`,
    `  </picture>`,
    `</a>`,
  ].join("\n");
}
