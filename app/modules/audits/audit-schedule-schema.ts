import { z } from "zod";
import { auditMessages } from "./audit-rules";

/** The schedule form (date and time are UTC). */
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
});
export type ScheduleAuditInput = z.input<typeof scheduleAuditSchema>;

/** The reschedule form: a new date and time. */
export const rescheduleSchema = scheduleAuditSchema.pick({ date: true, time: true });

/** "2026-12-01" + "10:00" as a UTC instant, or null when it is not a real date. */
export function toScheduledDate(date: string, time: string): Date | null {
  const value = new Date(`${date}T${time}:00.000Z`);
  if (Number.isNaN(value.getTime()) || value.toISOString().slice(0, 10) !== date) return null;
  return value;
}

export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: String(issue?.path[0] ?? "form"), message: issue?.message ?? "Invalid input" };
}
