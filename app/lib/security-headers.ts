/**
 * Headers every answer of the production server carries (server.js sets them
 * on each response; the public page cache's fast path sends them with its
 * stored answers).
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
];
