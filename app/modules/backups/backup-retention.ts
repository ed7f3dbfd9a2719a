import { localDateTimeParts } from "~/lib/time-zones";

export type RetentionPolicy = { keepDaily: number; keepWeekly: number; timeZone: string };

/** Every backup of the last day stays, however many were made (a manual one before a risky change). */
const KEEP_ALL_MS = 24 * 60 * 60 * 1000;
export type RetainedBackup = { id: string; startedAt: Date };

/** Monday of the ISO week of a calendar date ("2026-11-25" → "2026-11-23"). */
function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const back = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Which succeeded backups retention removes (decision 062): the newest backup
 * of each of the newest `keepDaily` calendar days (programme time zone) stays,
 * and the newest of each of the `keepWeekly` newest weeks (Monday to Sunday)
 * before them; everything else goes. Every backup of the 24 hours before
 * `now` stays too, and the newest backup always stays.
 */
export function backupsToPrune(
  backups: readonly RetainedBackup[],
  policy: RetentionPolicy,
  now: Date,
) {
  const newestFirst = [...backups].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  const keep = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  let weekly = 0;
  for (const backup of newestFirst) {
    const day = localDateTimeParts(backup.startedAt, policy.timeZone).date;
    if (!days.has(day) && days.size < policy.keepDaily) {
      days.add(day);
      weeks.add(weekOf(day));
      keep.add(backup.id);
      continue;
    }
    if (days.has(day)) continue;
    const week = weekOf(day);
    if (!weeks.has(week) && weekly < policy.keepWeekly) {
      weeks.add(week);
      weekly += 1;
      keep.add(backup.id);
    }
  }
  if (newestFirst[0]) keep.add(newestFirst[0].id);
  for (const b of newestFirst)
    if (now.getTime() - b.startedAt.getTime() < KEEP_ALL_MS) keep.add(b.id);
  return newestFirst.filter((b) => !keep.has(b.id)).map((b) => b.id);
}
