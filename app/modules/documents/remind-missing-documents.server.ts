import { and, inArray } from "drizzle-orm";
import { z } from "zod";
import { applications, documents } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { documentTypeMessages } from "~/modules/applications";
import { applicationPath } from "~/modules/applications/index.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { createNotification, notificationText } from "~/modules/notifications/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import type { Locale } from "~/domain/locale";
import type { DocumentType } from "~/domain/document-types";
import { intlFor } from "~/lib/i18n/intl";
import { documentTypeLabel, requiredDocumentTypes } from "./document-rules";
import { documentNotificationMessages as n } from "./document-notifications";
import { reminderText, type ReminderSkipReason } from "./reminder-messages";

/** At most this many applications in one bulk reminder (one page of the list and then some). */
export const MAX_REMINDERS = 100;

/** Statuses in which the review waits for documents: submitted, not decided yet. */
const AWAITING_DOCUMENTS = new Set([
  "submitted",
  "payment-pending",
  "under-review",
  "audit-required",
  "inspection-scheduled",
  "inspection-completed",
  "review-panel",
]);

export const reminderSelectionSchema = z.object({
  applicationIds: z
    .array(z.uuid(reminderText.chooseFromList.defaultMessage))
    .min(1, reminderText.chooseOne.defaultMessage)
    .max(MAX_REMINDERS, reminderText.tooMany.defaultMessage),
});

export type ReminderPlan = {
  /** Applications that get a reminder, with the labels of their missing documents. */
  remind: {
    id: string;
    businessName: string;
    applicantId: string;
    contactName: string;
    to: string;
    missing: string[];
    /** The missing documents' types (the screen and the notification name them in the reader's language). */
    missingTypes: DocumentType[];
  }[];
  /** Selected applications that get none, and why. */
  skipped: { id: string; businessName: string; reason: ReminderSkipReason }[];
};

/**
 * Who a bulk reminder would reach: each selected application that is
 * submitted and not decided, and lacks at least one required document type.
 * An id that matches no application (deleted meanwhile) is left out.
 */
export async function planMissingDocumentReminders(
  db: Executor,
  viewer: Viewer,
  { applicationIds }: { applicationIds: readonly string[] },
): Promise<ReminderPlan> {
  assertCan(viewer, "application.remind");
  const ids = [...new Set(applicationIds)];
  if (ids.length === 0) throw new AppError("validation", reminderText.chooseOne.defaultMessage);
  if (ids.length > MAX_REMINDERS) {
    throw new AppError("validation", reminderText.tooMany.defaultMessage);
  }
  const [rows, uploaded] = await Promise.all([
    db
      .select({
        id: applications.id,
        businessName: applications.businessName,
        status: applications.status,
        applicantId: applications.applicantId,
        contactName: applications.contactName,
        contactEmail: applications.contactEmail,
      })
      .from(applications)
      .where(inArray(applications.id, ids))
      .orderBy(applications.businessName, applications.id),
    db
      .selectDistinct({ applicationId: documents.applicationId, type: documents.type })
      .from(documents)
      .where(
        and(
          inArray(documents.applicationId, ids),
          inArray(documents.type, [...requiredDocumentTypes]),
        ),
      ),
  ]);
  const has = new Set(uploaded.map((u) => `${u.applicationId}:${u.type}`));
  const plan: ReminderPlan = { remind: [], skipped: [] };
  for (const a of rows) {
    const missing = requiredDocumentTypes.filter((t) => !has.has(`${a.id}:${t}`));
    if (!AWAITING_DOCUMENTS.has(a.status)) {
      plan.skipped.push({
        id: a.id,
        businessName: a.businessName,
        reason: a.status === "draft" ? "not submitted yet" : "already decided",
      });
    } else if (missing.length === 0) {
      plan.skipped.push({ id: a.id, businessName: a.businessName, reason: "no document missing" });
    } else {
      plan.remind.push({
        id: a.id,
        businessName: a.businessName,
        applicantId: a.applicantId,
        contactName: a.contactName,
        to: a.contactEmail,
        missing: missing.map(documentTypeLabel),
        missingTypes: missing,
      });
    }
  }
  return plan;
}

/**
 * Staff remind applicants of missing documents in bulk (issue 12): one
 * e-mail through the outbox, one notification and one audit-log row per
 * application, all in one transaction. Returns what was done.
 */
export async function remindMissingDocuments(
  db: Database,
  viewer: Viewer,
  selection: { applicationIds: readonly string[] },
): Promise<ReminderPlan> {
  return db.transaction(async (tx) => {
    const plan = await planMissingDocumentReminders(tx, viewer, selection);
    for (const r of plan.remind) {
      const link = applicationPath(r.id);
      await enqueueEmail(
        tx,
        r.to,
        "documents-reminder",
        {
          contactName: r.contactName,
          businessName: r.businessName,
          missing: r.missing,
          applicationUrl: `${getEnv().baseUrl}${link}`,
        },
        { localeOfAccount: r.applicantId },
      );
      await createNotification(tx, {
        userId: r.applicantId,
        type: "application_status",
        message: notificationText(n.missing, {
          businessName: r.businessName,
          missing: {
            list: r.missingTypes.map((type) => notificationText(documentTypeMessages[type])),
          },
        }),
        link,
      });
      await writeAuditLog(tx, {
        entityType: "application",
        entityId: r.id,
        action: "documents_reminder_sent",
        actorId: viewer.user.id,
        details: { missing: r.missing, to: r.to },
      });
    }
    return plan;
  });
}

/** What the screen shows of a plan (no e-mail addresses or user ids in the page data). */
export function reminderPlanView(plan: ReminderPlan) {
  return {
    remind: plan.remind.map(({ id, businessName, missingTypes }) => ({
      id,
      businessName,
      missing: missingTypes,
    })),
    skipped: plan.skipped,
  };
}

/** The notice after sending: how many businesses were reminded, in `locale` (English by default). */
export function remindersSentMessage(count: number, locale: Locale = "en"): string {
  return intlFor(locale).formatMessage(reminderText.sent, { count });
}
