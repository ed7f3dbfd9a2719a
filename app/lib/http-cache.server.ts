import crypto from "node:crypto";

/**
 * HTTP validators and conditional requests (RFC 9110 §8.8, §13), decision
 * 064: one ETag function, one comparison, one date format, used by the
 * public page cache and every route that answers 304 itself.
 */

/** The per-render CSP nonce (`'nonce-…'` in the Content-Security-Policy header). */
const NONCE = /'nonce-([A-Za-z0-9+/=_-]+)'/;

/** What the nonce is replaced with before hashing. */
const NONCE_PLACEHOLDER = Buffer.from("csp-nonce");

function replaceAll(body: Buffer, search: Buffer, replacement: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(search, from); at !== -1; at = body.indexOf(search, from)) {
    parts.push(body.subarray(from, at), replacement);
    from = at + search.length;
  }
  if (from === 0) return body;
  parts.push(body.subarray(from));
  return Buffer.concat(parts);
}

/**
 * The entity tag of an answer's content. A page carries its render's CSP
 * nonce in its scripts, so two renders of unchanged content differ in those
 * bytes only: the nonce (read from the answer's Content-Security-Policy) is
 * replaced by a fixed token before hashing, and the tag is weak (`W/"…"`: the
 * same content, not the same bytes). An answer without a nonce in its body
 * gets a strong tag.
 */
export function contentEtag(body: Buffer, contentSecurityPolicy?: string | null): string {
  const nonce = contentSecurityPolicy ? NONCE.exec(contentSecurityPolicy)?.[1] : undefined;
  const normalized = nonce ? replaceAll(body, Buffer.from(nonce), NONCE_PLACEHOLDER) : body;
  const hash = crypto.createHash("sha1").update(normalized).digest("base64url");
  return normalized === body ? `"${hash}"` : `W/"${hash}"`;
}

/** The opaque tag without its weakness marker. */
function opaque(tag: string): string {
  return tag.startsWith("W/") ? tag.slice(2) : tag;
}

/**
 * Whether `If-None-Match` matches `etag` by the weak comparison RFC 9110
 * prescribes for it: `*` matches any current answer; otherwise any tag of the
 * list whose opaque part equals the answer's, weak or strong.
 */
export function ifNoneMatchMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const value = ifNoneMatch.trim();
  if (value === "*") return true;
  const wanted = opaque(etag);
  const tags = value.match(/(?:W\/)?"[^"]*"/g) ?? [];
  return tags.some((tag) => opaque(tag) === wanted);
}

/** A date as an HTTP date (`Wed, 25 Nov 2026 04:00:00 GMT`), whole seconds. */
export function httpDate(date: Date): string {
  return new Date(Math.floor(date.getTime() / 1000) * 1000).toUTCString();
}

/**
 * Whether a GET or HEAD may be answered 304 Not Modified: `If-None-Match`
 * decides when present (weak comparison); otherwise `If-Modified-Since`
 * against `Last-Modified` (whole seconds).
 */
export function isNotModified(
  method: string,
  headers: { get(name: string): string | null },
  validators: { etag?: string | null; lastModified?: string | null },
): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  const ifNoneMatch = headers.get("if-none-match");
  if (ifNoneMatch !== null)
    return validators.etag ? ifNoneMatchMatches(ifNoneMatch, validators.etag) : false;
  const since = headers.get("if-modified-since");
  if (!since || !validators.lastModified) return false;
  const sinceTime = Date.parse(since);
  const modified = Date.parse(validators.lastModified);
  return Number.isFinite(sinceTime) && Number.isFinite(modified) && modified <= sinceTime;
}

export type ContentEncoding = "br" | "gzip" | "identity";

/**
 * The tag of one encoding of an answer (RFC 9110 §8.8.3, decision 081). A
 * strong tag promises the same bytes, and the brotli, gzip and identity
 * bodies differ: each gets its own (`"…"`, `"…-gzip"`, `"…-br"`). A weak tag
 * promises the same content only, which all three share: it stays.
 */
export function encodedEtag(etag: string, encoding: ContentEncoding): string {
  if (encoding === "identity" || etag.startsWith("W/")) return etag;
  return `${etag.slice(0, -1)}-${encoding}"`;
}

/**
 * The encoding a client prefers among brotli, gzip and none
 * (`Accept-Encoding` with q-values; `*` covers the ones not named). Brotli
 * first when both are equally acceptable (smaller).
 */
export function preferredEncoding(acceptEncoding: string | null): ContentEncoding {
  if (!acceptEncoding) return "identity";
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") weight = Number(value);
    }
    q.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => q.get(name) ?? q.get("*") ?? 0;
  const br = weightOf("br");
  const gzip = q.get("gzip") ?? q.get("x-gzip") ?? q.get("*") ?? 0;
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}
