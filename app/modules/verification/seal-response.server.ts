import { withOpenCors } from "~/lib/cors.server";
import { contentEtag, isNotModified } from "~/lib/http-cache.server";
import type { Executor } from "~/lib/db.server";
import {
  getCertificateStanding,
  SEAL_CACHE_CONTROL,
  sealViewOf,
  type SealFormat,
} from "~/modules/certificates/index.server";
import { renderSealPng } from "./seal-png.server";
import { renderSealSvg } from "./seal-svg";

/** `{code}.svg` or `{code}.png`; a verification code is base64url (43 characters). */
const SEAL_FILE = /^([A-Za-z0-9_-]{1,200})\.(svg|png)$/;

/** The seal's file name split into code and format, or null for anything else. */
export function parseSealFile(
  file: string | undefined,
): { code: string; format: SealFormat } | null {
  const match = file ? SEAL_FILE.exec(file) : null;
  return match ? { code: match[1]!, format: match[2] as SealFormat } : null;
}

const contentTypes: Record<SealFormat, string> = {
  svg: "image/svg+xml; charset=utf-8",
  png: "image/png",
};

/** An unknown code or file: 404 with a line of text and no seal (never a 500). */
function noSeal(): Response {
  return withOpenCors(
    new Response("No certificate has this seal.\n", {
      status: 404,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Cross-Origin-Resource-Policy": "cross-origin",
      },
    }),
  );
}

/**
 * GET /seal/{verificationCode}.svg|.png (decision 053): the certificate's
 * current state as an image other sites embed. Open to every origin (CORS
 * and `Cross-Origin-Resource-Policy: cross-origin`), cached briefly with an
 * ETag (304 when unchanged), and served through the public page cache, which
 * a revocation clears at once. The SVG carries its own locked-down
 * Content-Security-Policy for when it is opened on its own.
 */
export async function sealResponse(
  db: Executor,
  request: Request,
  file: string | undefined,
  now: Date = new Date(),
): Promise<Response> {
  const parsed = parseSealFile(file);
  if (!parsed) return noSeal();
  const standing = await getCertificateStanding(db, parsed.code, now);
  if (!standing) return noSeal();
  // `?lang=fr|es` (issue 36): the seal in French or Spanish; English otherwise.
  const lang = new URL(request.url).searchParams.get("lang");
  const locale = lang === "fr" ? "fr-CA" : lang === "es" ? "es-MX" : "en";
  const svg = renderSealSvg(sealViewOf(standing.accreditation, standing, locale), locale);
  const body = parsed.format === "svg" ? Buffer.from(svg, "utf8") : renderSealPng(svg);
  const etag = contentEtag(body);
  const headers = new Headers({
    "Content-Type": contentTypes[parsed.format],
    "Cache-Control": SEAL_CACHE_CONTROL,
    ETag: etag,
    "Cross-Origin-Resource-Policy": "cross-origin",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    Link: `<${standing.verificationUrl}>; rel="describedby"`,
  });
  if (isNotModified(request.method, request.headers, { etag })) {
    return withOpenCors(new Response(null, { status: 304, headers }));
  }
  return withOpenCors(
    new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers }),
  );
}
