import type { AccreditationState } from "~/domain/accreditation-state";
import { formatDay } from "~/lib/format";
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

/** What the seal shows for a certificate's accreditation state. */
export function sealViewOf(
  accreditation: Exclude<AccreditationState, { kind: "never" }>,
  facts: { businessName: string; certificateNumber: string },
): SealView {
  const base = { businessName: facts.businessName, certificateNumber: facts.certificateNumber };
  switch (accreditation.kind) {
    case "accredited":
    case "expiring-soon": {
      const detail = `until ${formatDay(accreditation.validUntil)}`;
      return {
        kind: "accredited",
        headline: "Accredited",
        detail,
        label: `Accredited ${detail}`,
        ...base,
      };
    }
    case "in-grace":
    case "lapsed": {
      const detail = `on ${formatDay(accreditation.expiredOn)}`;
      return { kind: "expired", headline: "Expired", detail, label: `Expired ${detail}`, ...base };
    }
    case "revoked": {
      const detail = `on ${formatDay(accreditation.revokedOn)}`;
      return { kind: "revoked", headline: "Revoked", detail, label: `Revoked ${detail}`, ...base };
    }
    case "suspended": {
      const detail = `since ${formatDay(accreditation.suspendedOn)}`;
      return {
        kind: "suspended",
        headline: "Suspended",
        detail,
        label: `Suspended ${detail}`,
        ...base,
      };
    }
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
