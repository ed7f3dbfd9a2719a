import { and, eq } from "drizzle-orm";
import { calendarFeeds, profiles } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { holdsAnyRole } from "~/lib/role-holders.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { siteNameMessage } from "~/lib/site-config";
import { rolesWith } from "~/modules/permissions";
import { auditCalendarEvents, examinerFeedCondition } from "./audit-calendar-events.server";
import { buildAuditCalendar } from "./audit-invite.server";
import { calendarFeedText } from "./calendar-feed-messages";
import { calendarFeedTokenOf, hashCalendarFeedToken } from "./calendar-feed-token.server";

/**
 * GET /calendar/{token}.ics (decision 065): the examiner's audits from 90
 * days ago on, upcoming and recent, cancelled ones as STATUS:CANCELLED; or
 * null (404) for an address that is not a live feed (never created,
 * regenerated, revoked, or its owner no longer active or no longer holding a
 * role that may have one).
 */
export async function getCalendarFeed(
  db: Executor,
  file: string | undefined,
  now: Date = new Date(),
): Promise<string | null> {
  const token = calendarFeedTokenOf(file);
  if (!token) return null;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, locale: profiles.locale })
    .from(calendarFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.userId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, hashCalendarFeedToken(token)),
        eq(profiles.status, "active"),
        holdsAnyRole(rolesWith("calendarFeed.manage")),
      ),
    );
  if (!feed) return null;
  const events = await auditCalendarEvents(db, examinerFeedCondition(feed.userId, now));
  // In its owner's language (decision 086).
  const locale = toLocale(feed.locale);
  const intl = intlFor(locale);
  const name = intl.formatMessage(calendarFeedText.feedName, {
    siteName: intl.formatMessage(siteNameMessage),
  });
  return buildAuditCalendar(events, { name, locale });
}
