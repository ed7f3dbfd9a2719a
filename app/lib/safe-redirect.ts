/**
 * Redirect targets taken from the request (`redirectTo` in a query string or
 * a form) are accepted only when they resolve to a path on the site itself.
 *
 * The target is parsed with the URL parser browsers use, against the site
 * origin, and must keep that origin. Before parsing, anything a browser would
 * strip or reinterpret is refused outright: control characters (tab, newline,
 * NUL …, which the URL parser silently removes, turning `/\t/evil.example`
 * into `//evil.example`) and backslashes (read as `/` in special URLs). After
 * parsing, the result must not start with `//` (a protocol-relative URL, e.g.
 * from `/..//evil.example`). Anything else falls back to `fallback`.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;

export function sameOriginPath(
  target: unknown,
  siteOrigin: string,
  fallback = "/dashboard",
): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  if (UNSAFE_CHARACTERS.test(target)) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  let base: URL;
  let url: URL;
  try {
    base = new URL(siteOrigin);
    url = new URL(target, base.origin);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}
