import { useMemo } from "react";
import type { Locale } from "~/domain/locale";
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatMonth,
} from "~/lib/format";
import { useLocale } from "./use-locale";

/** The formatters of app/lib/format.ts bound to a language. */
export function formattersFor(locale: Locale) {
  return {
    locale,
    date: (value: Date | string | number, timeZone?: string) => formatDate(value, timeZone, locale),
    day: (day: string) => formatDay(day, locale),
    month: (month: string) => formatMonth(month, locale),
    dateTime: (value: Date | string | number, timeZone?: string) =>
      formatDateTime(value, timeZone, locale),
    money: (cents: number) => formatMoney(cents, locale),
    count: (value: number) => formatCount(value, locale),
  };
}

/** Dates, numbers and money in the page's language: `const f = useFormat(); f.date(at)`. */
export function useFormat() {
  const locale = useLocale();
  return useMemo(() => formattersFor(locale), [locale]);
}
