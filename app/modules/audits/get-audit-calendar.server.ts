import { eq } from "drizzle-orm";
import { inspections } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { DEFAULT_LOCALE, type Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { localDateTimeParts } from "~/lib/time-zones";
import { can, type Viewer } from "~/modules/permissions";
import { auditResource, getAuditForViewer } from "./audit-access.server";
import { auditCalendarEvents } from "./audit-calendar-events.server";
import { buildAuditCalendar } from "./audit-invite.server";
import { auditMessages } from "./audit-rules";

/**
 * GET /dashboard/audits/{id}/calendar.ics (decision 065): one audit as an
 * `.ics` file for whoever may see the audit (its examiner, its business,
 * staff); anyone else gets "Audit not found". The event is the one the
 * e-mailed invites carry (same UID and SEQUENCE), so importing it updates
 * rather than duplicates. Its texts are in `locale` (the viewer's).
 */
export async function getAuditCalendar(
  db: Executor,
  viewer: Viewer,
  auditId: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const loaded = await getAuditForViewer(db, viewer, auditId);
  if (!can(viewer, "audit.downloadCalendar", auditResource(loaded))) {
    throw new AppError("not_found", auditMessages.notFound);
  }
  const events = await auditCalendarEvents(db, eq(inspections.id, loaded.audit.id), 1);
  return {
    // Named by the day at the audit's place, as every screen shows it.
    filename: `audit-${localDateTimeParts(loaded.audit.scheduledDate, loaded.audit.timeZone).date}.ics`,
    ics: buildAuditCalendar(events, { locale }),
  };
}
