import { z } from "zod";
import { defineMessages } from "~/lib/i18n/messages";

/**
 * One change a device kept while offline (issue 37, decision 087), sent to
 * POST /dashboard/audits/:id/sync. `key` is the device's idempotency key
 * (crypto.randomUUID): the first answer to it is kept and a replay gets it
 * again. A finding carries `base`, the finding's updatedAt as the device last
 * saw it (null: there was none); a recommendation carries the values the
 * device last saw; a photo's deletion names the photo (one already gone is
 * accepted: its deletion is what was asked).
 */
export const syncChangeSchema = z.discriminatedUnion("kind", [
  z.object({
    key: z.uuid(),
    kind: z.literal("finding"),
    standardNumber: z.string().trim().min(1).max(20),
    finding: z.string().max(40),
    notes: z.string().max(10_000),
    base: z.iso.datetime({ offset: true }).nullable(),
  }),
  z.object({
    key: z.uuid(),
    kind: z.literal("recommendation"),
    recommendation: z.string().max(60),
    recommendationNotes: z.string().max(10_000),
    base: z.object({
      recommendation: z.string().max(60),
      recommendationNotes: z.string().max(10_000),
    }),
  }),
  /** A photo deleted on the device; `index` is its place among the finding's photos as shown. */
  z.object({
    key: z.uuid(),
    kind: z.literal("photoDeletion"),
    photoId: z.uuid(),
    standardNumber: z.string().trim().min(1).max(20),
    index: z.number().int().min(1).max(1000),
  }),
]);

export type SyncChange = z.infer<typeof syncChangeSchema>;

/** Why the server did not take a change (the device shows it until dismissed). */
export const syncRefusalReasons = [
  "cancelled",
  "completed",
  "conflict",
  "invalid",
  "forbidden",
] as const;
export type SyncRefusalReason = (typeof syncRefusalReasons)[number];

/** What the server answered a change (kept in audit_sync_receipts, returned again on a replay). */
export type SyncAnswer =
  | { key: string; outcome: "accepted"; updatedAt: string | null }
  | {
      key: string;
      outcome: "refused";
      reason: SyncRefusalReason;
      /** The refusal in English (translated at the edge). */
      message: string;
      /** The server's value when a finding was changed on another device meanwhile. */
      server?: { finding: string; notes: string; updatedAt: string | null };
    };

export const syncText = defineMessages({
  cancelled: {
    id: "audits.sync.refused.cancelled",
    defaultMessage: "The audit was cancelled meanwhile: this change was not saved",
  },
  completed: {
    id: "audits.sync.refused.completed",
    defaultMessage: "The audit was completed meanwhile: this change was not saved",
  },
  conflict: {
    id: "audits.sync.refused.conflict",
    defaultMessage:
      "This finding was changed on another device since this phone last saw it: the newer one was kept",
  },
  forbidden: {
    id: "audits.sync.refused.forbidden",
    defaultMessage: "You may no longer change this audit",
  },
  invalid: { id: "audits.sync.refused.invalid", defaultMessage: "This change was not valid" },
  signedOut: {
    id: "audits.sync.signedOut",
    defaultMessage: "Your session has ended: sign in again to send what this phone kept",
  },
  badRequest: {
    id: "audits.sync.badRequest",
    defaultMessage: "The change could not be read",
  },
});
