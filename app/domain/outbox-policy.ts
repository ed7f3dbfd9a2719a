/** Outbox delivery policy (see docs/decisions/004-email-outbox.md). */

/** After this many failed attempts a message is `failed` and no longer retried. */
export const MAX_DELIVERY_ATTEMPTS = 8;

/** A claimed row still `sending` after this long is considered abandoned and re-claimed. */
export const SENDING_LEASE_MS = 5 * 60_000;

export const RETRY_BASE_MS = 30_000;
export const RETRY_CAP_MS = 60 * 60_000;

/** Messages claimed per batch. */
export const OUTBOX_BATCH_SIZE = 20;

export const outboxStatuses = ["pending", "sending", "sent", "stored", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * Wait before the next attempt after `attempts` failures: 30 s × 2^(attempts-1),
 * capped at one hour (30 s, 1 min, 2 min, 4 min, … 1 h).
 */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(RETRY_BASE_MS * 2 ** exponent, RETRY_CAP_MS);
}
