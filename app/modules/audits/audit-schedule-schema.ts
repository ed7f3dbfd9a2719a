import { isBusinessTimeZone, zonedDateTimeToUtc } from "~/lib/time-zones";
import { z } from "zod";
import { auditMessages } from "./audit-rules";

/**
 * The schedule form: date and time in `timeZone`, the business's zone by
 * default (decision 038).
 */
export const scheduleAuditSchema = z.object({
  applicationId: z.string().trim().min(1, auditMessages.chooseApplication),
  examinerId: z.string().trim().min(1, auditMessages.chooseExaminer),
  date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, auditMessages.invalidDate),
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, auditMessages.invalidTime),
  timeZone: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isBusinessTimeZone(v), auditMessages.invalidTimeZone),
  /**
   * "yes": a full audit even when the latest completed audit has corrective
   * actions not resolved (else a follow-up limited to their standards).
   */
  fullAudit: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === "yes"),
});
export type ScheduleAuditInput = z.input<typeof scheduleAuditSchema>;

/** The reschedule form: a new date and time (and zone). */
export const rescheduleSchema = scheduleAuditSchema.pick({
  date: true,
  time: true,
  timeZone: true,
});

/**
 * "2026-12-01" + "10:00" in `timeZone` as the UTC instant stored, or null when
 * it is not a real date or time there.
 */
export function toScheduledDate(date: string, time: string, timeZone: string): Date | null {
  return zonedDateTimeToUtc(date, time, timeZone);
}

export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: String(issue?.path[0] ?? "form"), message: issue?.message ?? "Invalid input" };
}
