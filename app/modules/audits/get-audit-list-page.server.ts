import { eq } from "drizzle-orm";
import { z } from "zod";
import { calendarFeeds } from "~/db/schema";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import type { Viewer } from "~/modules/permissions";
import { auditsFutureOnly, can } from "~/modules/permissions";
import { calendarWeeks, monthKey, monthRange } from "./audit-rules";
import { listAuditPage, listAudits, parseAuditListQuery } from "./list-audits.server";
import { listScheduleOptions } from "./list-schedule-options.server";

const viewSchema = z.object({
  view: z.enum(["list", "calendar"]).optional().catch(undefined),
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional()
    .catch(undefined),
  notice: z.enum(["scheduled", "deleted", "feed-revoked"]).optional().catch(undefined),
});

/** The viewer's calendar feed (created when), or null; undefined when they may not have one. */
async function calendarFeedOf(db: Executor, viewer: Viewer) {
  if (!can(viewer, "calendarFeed.manage")) return undefined;
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, viewer.user.id));
  return feed ? { createdAt: feed.createdAt.toISOString() } : null;
}

/**
 * What /dashboard/audits shows this viewer: a page of the list, or a month of
 * the calendar (`?view=calendar&month=`), with its filters and sort; the
 * schedule form's choices for those who may schedule; a one-time notice;
 * an examiner's calendar subscription. Addresses, dates and times in `locale`.
 */
export async function getAuditListPage(
  db: Executor,
  viewer: Viewer,
  params: URLSearchParams,
  locale?: Locale,
) {
  const query = viewSchema.parse(Object.fromEntries(params));
  const filter = { ...parseAuditListQuery(params), locale };
  const view = query.view ?? "list";
  const month = query.month && monthRange(query.month) ? query.month : monthKey(new Date());
  const list =
    view === "calendar"
      ? await listAudits(db, viewer, { ...filter, sort: undefined, month }).then((rows) => ({
          rows,
          total: rows.length,
          page: 1,
          pageCount: 1,
        }))
      : await listAuditPage(db, viewer, filter);
  const canSchedule = can(viewer, "audit.schedule");
  return {
    ...list,
    view,
    month,
    weeks: view === "calendar" ? calendarWeeks(month) : [],
    filters: {
      status: filter.status ?? "",
      application: filter.applicationId ?? "",
      q: filter.q ?? "",
    },
    sort: filter.sort!,
    canSchedule,
    /** Everyone but administrators sees only future-dated audits in the unfiltered list (SPEC §6). */
    futureOnly: auditsFutureOnly(viewer, Boolean(filter.applicationId)),
    options: canSchedule ? await listScheduleOptions(db, viewer) : null,
    /** The one-time notice's key (the screen says it in the reader's language). */
    notice: query.notice ?? null,
    /** The examiner's calendar subscription (decision 065); undefined for other roles. */
    calendarFeed: await calendarFeedOf(db, viewer),
  };
}

export type AuditListPage = Awaited<ReturnType<typeof getAuditListPage>>;
