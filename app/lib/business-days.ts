import { TZDate } from "@date-fns/tz";
import { addBusinessDays, endOfDay } from "date-fns";

/**
 * Business-day deadlines in a time zone (complaints, decision 058): the end of
 * the `days`-th business day (Monday to Friday) after the calendar day of
 * `from` in `timeZone`. A case received on a Saturday counts from the Monday.
 * Public holidays are not counted as days off (the programme spans three
 * countries with different ones).
 */
export function businessDaysDeadline(from: Date, days: number, timeZone: string): Date {
  const local = new TZDate(from.getTime(), timeZone);
  return new Date(endOfDay(addBusinessDays(local, days)).getTime());
}
