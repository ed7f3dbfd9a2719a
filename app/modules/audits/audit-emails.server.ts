import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import type { Locale } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import type { ApplicationRow } from "~/modules/applications/index.server";
import { enqueueEmail, recipientLocale } from "~/modules/mail/index.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { auditNotificationMessages as n } from "./audit-notifications";
import { buildAuditInvite } from "./audit-invite.server";
import { auditPath, formatAddress } from "./audit-rules";

export async function profileOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, name: profiles.name, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/**
 * SPEC §7 "audit scheduled": inside the caller's transaction, the applicant
 * (contact e-mail) and the examiner each get an `inspection_scheduled`
 * notification and an e-mail with date, time and auditor name carrying the
 * `.ics` invite. A reschedule says which date it replaces, and its invite
 * updates the same calendar event (same UID, higher SEQUENCE; decision 065).
 */
export async function announceAuditSchedule(
  tx: Executor,
  input: {
    auditId: string;
    application: ApplicationRow;
    examiner: { id: string; name: string; email: string };
    start: Date;
    /** The audit's zone: the date, time and invite are in it. */
    timeZone: string;
    /** The audit's calendar sequence (0 when first scheduled). */
    sequence?: number;
    /** A reschedule: the date and zone it had before, which this announcement replaces. */
    replaces?: { start: Date; timeZone: string };
  },
) {
  const { auditId, application, examiner, start, timeZone, replaces } = input;
  const link = auditPath(auditId);
  const auditUrl = `${getEnv().baseUrl}${link}`;
  const event = {
    auditId,
    start,
    timeZone,
    businessName: application.businessName,
    location: (locale: Locale) => formatAddress(application.businessAddress, locale),
    auditorName: examiner.name,
    url: auditUrl,
    sequence: input.sequence ?? 0,
  };
  const iso = start.toISOString();
  const message = notificationText(replaces ? n.rescheduled : n.scheduled, {
    businessName: application.businessName,
    date: { day: iso, timeZone },
    time: { time: iso, timeZone },
    examinerName: examiner.name,
  });
  const recipients = [
    {
      userId: application.applicantId,
      email: application.contactEmail,
      name: application.contactName,
    },
    { userId: examiner.id, email: examiner.email, name: examiner.name },
  ];
  for (const r of recipients) {
    // The invite in the language its e-mail is written in (the recipient's, decision 086).
    const locale = await recipientLocale(tx, r.email, r.userId);
    const invite = buildAuditInvite(event, locale);
    await createNotification(tx, { userId: r.userId, type: "inspection_scheduled", message, link });
    await enqueueEmail(
      tx,
      r.email,
      "audit-scheduled",
      {
        name: r.name || application.businessName,
        businessName: application.businessName,
        // The country named in the recipient's language, as in the invite's LOCATION.
        businessAddress: formatAddress(application.businessAddress, locale),
        // Date, time and zone are written in the recipient's language by the template.
        start: start.toISOString(),
        timeZone,
        auditorName: examiner.name,
        auditUrl,
        ...(replaces
          ? { replaces: { start: replaces.start.toISOString(), timeZone: replaces.timeZone } }
          : {}),
      },
      { attachments: [invite], locale },
    );
  }
}
