import crypto from "node:crypto";

/**
 * The token of a private calendar feed (decision 065): 32 random bytes in
 * the address, only their SHA-256 hash stored, so the database never holds a
 * working address.
 */
export function newCalendarFeedToken() {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: hashCalendarFeedToken(token) };
}

export function hashCalendarFeedToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

/** The feed's file name in its address: `{token}.ics`. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The token of a feed file name, or null when it is not one. */
export function calendarFeedTokenOf(file: string | undefined): string | null {
  const match = file ? FEED_FILE.exec(file) : null;
  return match ? match[1]! : null;
}

export function calendarFeedUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/calendar/${token}.ics`;
}
