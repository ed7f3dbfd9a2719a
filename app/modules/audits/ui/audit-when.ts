import { useMemo } from "react";
import { formatDate } from "~/lib/format";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocale } from "~/lib/i18n/use-locale";
import { formatTimeInZone, timeZoneLabel } from "~/lib/time-zones";

export const auditWhenMessages = defineMessages({
  when: { id: "audits.when", defaultMessage: "{date}, {time}" },
});

/**
 * An audit's date, time and zone in the reader's language, each in the
 * audit's own (the business's) time zone: "Dec 1, 2026", "10:00 AM EST",
 * "Eastern Time (America/Toronto)"; "1 déc. 2026", "10 h 00 HNE".
 */
export function useAuditWhen() {
  const locale = useLocale();
  return useMemo(
    () => ({
      date: (iso: string, timeZone: string) => formatDate(iso, timeZone, locale),
      time: (iso: string, timeZone: string) => formatTimeInZone(iso, timeZone, locale),
      zone: (timeZone: string) => timeZoneLabel(timeZone, locale),
    }),
    [locale],
  );
}
