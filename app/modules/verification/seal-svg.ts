import { HREFLANG, type Locale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { defineMessages } from "~/lib/i18n/messages";
import { siteNameMessage } from "~/lib/site-config";
import { SEAL_HEIGHT, SEAL_WIDTH, type SealKind, type SealView } from "~/modules/certificates";
import { escapeMarkup } from "~/lib/escape-markup";

const colours: Record<SealKind, { main: string; tint: string }> = {
  accredited: { main: "#1d5c3a", tint: "#eef6f0" },
  expired: { main: "#4b5563", tint: "#f3f4f6" },
  revoked: { main: "#b42318", tint: "#fdf0ef" },
  suspended: { main: "#92400e", tint: "#fef6e7" },
};

/** White marks inside the emblem: a tick, a clock, a cross, a pause. */
const emblemMarks: Record<SealKind, string> = {
  accredited:
    '<path d="M34 51 l8 8 l16 -18" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>',
  expired:
    '<circle cx="46" cy="50" r="15" fill="none" stroke="#ffffff" stroke-width="4"/><path d="M46 41 v10 l7 5" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
  revoked:
    '<path d="M37 41 l18 18 M55 41 l-18 18" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>',
  suspended:
    '<path d="M40 40 v20 M52 40 v20" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>',
};

const m = defineMessages({
  title: { id: "seal.svg.title", defaultMessage: "{site}: {label}" },
  description: {
    id: "seal.svg.description",
    defaultMessage: "Certificate {number} of {business}. {label}.",
  },
  certificate: { id: "seal.svg.certificate", defaultMessage: "Certificate {number}" },
});

/** The brand line's size: 8.5 px, smaller for a longer name (French, Spanish) to fit beside the emblem. */
function brandFontSize(brand: string): string {
  const size = Math.min(8.5, 180 / (brand.length * 0.75));
  return String(Math.round(size * 10) / 10);
}

const FONT = "'DejaVu Sans', Verdana, Geneva, sans-serif";
const NAME_MAX = 34;

/** Keeps a long business name on its line (whole characters, an ellipsis when cut). */
function fitName(name: string): string {
  const chars = Array.from(name.replace(/\s+/g, " ").trim());
  return chars.length <= NAME_MAX ? chars.join("") : `${chars.slice(0, NAME_MAX - 1).join("")}…`;
}

/**
 * The seal as a self-contained SVG document (decision 053): no script, no
 * external reference (no links, images, fonts or style sheets from
 * elsewhere), `role="img"` with a title and description for screen readers.
 * The text is the state in words; colour and emblem only repeat it.
 */
export function renderSealSvg(seal: SealView, locale: Locale = "en"): string {
  const intl = intlFor(locale);
  const { main, tint } = colours[seal.kind];
  const site = intl.formatMessage(siteNameMessage);
  const brand = site.toLocaleUpperCase(locale);
  const title = intl.formatMessage(m.title, { site, label: seal.label });
  const description = intl.formatMessage(m.description, {
    number: seal.certificateNumber,
    business: seal.businessName,
    label: seal.label,
  });
  const certificate = intl.formatMessage(m.certificate, { number: seal.certificateNumber });
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xml:lang="${HREFLANG[locale]}" width="${SEAL_WIDTH}" height="${SEAL_HEIGHT}" viewBox="0 0 ${SEAL_WIDTH} ${SEAL_HEIGHT}" role="img" aria-labelledby="seal-title seal-desc">
<title id="seal-title">${escapeMarkup(title)}</title>
<desc id="seal-desc">${escapeMarkup(description)}</desc>
<rect x="1.5" y="1.5" width="${SEAL_WIDTH - 3}" height="${SEAL_HEIGHT - 3}" rx="12" fill="#ffffff" stroke="${main}" stroke-width="3"/>
<rect x="6" y="6" width="80" height="${SEAL_HEIGHT - 12}" rx="9" fill="${tint}"/>
<circle cx="46" cy="50" r="28" fill="${main}"/>
${emblemMarks[seal.kind]}
<g font-family="${FONT}" fill="${main}">
<text x="98" y="22" font-size="${brandFontSize(brand)}" font-weight="bold" letter-spacing="0.6">${escapeMarkup(brand)}</text>
<text x="98" y="45" font-size="19" font-weight="bold">${escapeMarkup(seal.headline)}</text>
<text x="98" y="63" font-size="12.5" font-weight="bold">${escapeMarkup(seal.detail)}</text>
</g>
<g font-family="${FONT}" fill="#1f2937">
<text x="98" y="80" font-size="10">${escapeMarkup(fitName(seal.businessName))}</text>
<text x="98" y="92" font-size="8.5">${escapeMarkup(certificate)}</text>
</g>
</svg>
`;
}
