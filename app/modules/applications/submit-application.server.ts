import { AppError } from "~/domain/app-error";
import { missingRequiredDocuments } from "~/domain/document-types";
import type { Database, Executor } from "~/lib/db.server";
import { assertConfirmedAddress } from "~/modules/auth/index.server";
import { notificationText, notifyRole } from "~/modules/notifications/index.server";
import { audienceRoles, can, type Viewer } from "~/modules/permissions";
import {
  applicationResource,
  getApplicationForViewer,
  type ApplicationRow,
} from "./application-access.server";
import { applicationMessages } from "./application-messages";
import {
  applicationCompleteSchema,
  fieldErrorsOf,
  fromApplicationColumns,
} from "./application-schema";
import { canTransition, type ApplicationStatus } from "./application-status";
import { applicationPath, recordStatusChange } from "./record-status-change.server";
import { uploadedRequiredDocumentTypes } from "./required-documents.server";
import { applicationNotificationMessages as n } from "./application-notifications";

/**
 * Draft or rejected → submitted inside `tx`: the transition must be allowed
 * for the active role, the stored application complete and every required
 * document type uploaded (issue 19; the refusal names the missing ones),
 * and the submitter's e-mail address confirmed (decision 080);
 * records the change (recordStatusChange) and notifies staff
 * (`new_application_submitted`, once per person even when they hold both
 * staff roles).
 *
 * An administrator submitting on the business's behalf may go on without
 * the missing documents only with a reason (`note`): the timeline note and
 * the audit log record which documents were missing and why.
 */
export async function submitWithin(
  tx: Executor,
  actor: Viewer,
  application: ApplicationRow,
  note?: string | null,
): Promise<ApplicationRow> {
  const from = application.status as ApplicationStatus;
  if (from !== "draft" && from !== "rejected") {
    throw new AppError("conflict", applicationMessages.notSubmittable);
  }
  if (!canTransition(actor, await applicationResource(tx, application), "submitted")) {
    throw new AppError("forbidden", applicationMessages.statusDenied);
  }
  await assertConfirmedAddress(tx, actor, "submit");
  const complete = applicationCompleteSchema.safeParse(fromApplicationColumns(application));
  if (!complete.success) {
    throw new AppError("validation", applicationMessages.incomplete, fieldErrorsOf(complete.error));
  }
  const uploaded = await uploadedRequiredDocumentTypes(tx, [application.id]);
  const missing = missingRequiredDocuments(uploaded.get(application.id) ?? []);
  const reason = note?.trim() ?? "";
  if (missing.length > 0) {
    if (!can(actor, "application.submitWithoutDocuments")) {
      const message = applicationMessages.missingDocuments(missing);
      throw new AppError("validation", message, { documents: message });
    }
    if (!reason) {
      const message = applicationMessages.missingDocumentsReason(missing);
      throw new AppError("validation", message, { reason: message });
    }
  }
  const updated = await recordStatusChange(tx, {
    application,
    by: { viewer: actor },
    to: "submitted",
    note:
      missing.length > 0 ? applicationMessages.submittedWithoutDocuments(missing, reason) : note,
    details: {
      activeRole: actor.activeRole,
      ...(missing.length > 0 ? { missingDocuments: missing, reason } : {}),
    },
  });
  await notifyRole(
    tx,
    audienceRoles("reviewers"),
    {
      type: "new_application_submitted",
      message: notificationText(n.submitted, { businessName: application.businessName }),
      link: applicationPath(application.id),
    },
    actor.user.id,
  );
  return updated;
}

/**
 * Submits a draft or rejected application the actor may see (SPEC §4).
 * `reason`: an administrator's reason for submitting without a required
 * document (ignored when none is missing).
 */
export async function submitApplication(
  db: Database,
  actor: Viewer,
  applicationId: string,
  options: { reason?: string | null } = {},
): Promise<ApplicationRow> {
  const application = await getApplicationForViewer(db, actor, applicationId);
  return db.transaction((tx) => submitWithin(tx, actor, application, options.reason));
}
