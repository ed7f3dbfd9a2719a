import { AppError } from "~/lib/app-error";
import type { Database, Executor } from "~/lib/db.server";
import { notifyRole } from "~/modules/notifications/create-notification.server";
import { audienceRoles } from "~/modules/permissions/policy";
import {
  applicationResource,
  getApplicationForViewer,
  type ApplicationRow,
  type Viewer,
} from "./application-access.server";
import { applicationMessages } from "./application-messages";
import {
  applicationCompleteSchema,
  fieldErrorsOf,
  fromApplicationColumns,
} from "./application-schema";
import { canTransition, type ApplicationStatus } from "./application-status";
import { applicationPath, recordStatusChange } from "./record-status-change.server";
import { submittedNotificationMessage } from "./status-messages";

/**
 * Draft or rejected → submitted inside `tx`: the transition must be allowed
 * for the active role and the stored application complete; records the change
 * (recordStatusChange) and notifies staff (`new_application_submitted`, once
 * per person even when they hold both staff roles).
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
  const complete = applicationCompleteSchema.safeParse(fromApplicationColumns(application));
  if (!complete.success) {
    throw new AppError("validation", applicationMessages.incomplete, fieldErrorsOf(complete.error));
  }
  const updated = await recordStatusChange(tx, {
    application,
    by: { viewer: actor },
    to: "submitted",
    note,
    details: { activeRole: actor.activeRole },
  });
  await notifyRole(
    tx,
    audienceRoles("reviewers"),
    {
      type: "new_application_submitted",
      message: submittedNotificationMessage(application.businessName),
      link: applicationPath(application.id),
    },
    actor.user.id,
  );
  return updated;
}

/** Submits a draft or rejected application the actor may see (SPEC §4). */
export async function submitApplication(
  db: Database,
  actor: Viewer,
  applicationId: string,
): Promise<ApplicationRow> {
  const application = await getApplicationForViewer(db, actor, applicationId);
  return db.transaction((tx) => submitWithin(tx, actor, application));
}
