import { and, eq, sql } from "drizzle-orm";
import { applications } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { syncServiceAreas } from "~/modules/places/index.server";
import {
  applicationResource,
  getApplicationForViewer,
  type ApplicationRow,
} from "./application-access.server";
import { applicationMessages } from "./application-messages";
import {
  applicationCompleteSchema,
  applicationDraftSchema,
  fieldErrorsOf,
  fromApplicationColumns,
  toApplicationColumns,
  type ApplicationFormInput,
} from "./application-schema";
import { canEditApplication, type ApplicationStatus } from "./application-status";
import { STATUS_CHANGED_MEANWHILE } from "./record-status-change.server";
import { submitWithin } from "./submit-application.server";
import type { Viewer } from "~/modules/permissions";

/**
 * Edits an application's details (SPEC §4): an applicant only their own and
 * only while draft or rejected; administrator, committee and examiner at any
 * time. A draft may stay incomplete (business name required); once submitted
 * (and with `submit`) every field is required. With `submit` the edit and the
 * submission happen in one transaction.
 */
export async function updateApplication(
  db: Database,
  actor: Viewer,
  applicationId: string,
  input: ApplicationFormInput,
  options: { submit?: boolean } = {},
): Promise<ApplicationRow> {
  const application = await getApplicationForViewer(db, actor, applicationId);
  const status = application.status as ApplicationStatus;
  if (!canEditApplication(actor, await applicationResource(db, application))) {
    throw new AppError("forbidden", applicationMessages.updateDenied);
  }
  const complete = options.submit || status !== "draft";
  const parsed = (complete ? applicationCompleteSchema : applicationDraftSchema).safeParse(input);
  if (!parsed.success) {
    throw new AppError(
      "validation",
      options.submit ? applicationMessages.incomplete : applicationMessages.invalid,
      fieldErrorsOf(parsed.error),
    );
  }
  const columns = toApplicationColumns(parsed.data);
  const before = fromApplicationColumns(application);
  const after = fromApplicationColumns({ ...columns, metadata: columns.metadata });
  const changedFields = (Object.keys(after) as (keyof typeof after)[]).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(applications)
      .set({
        ...columns,
        metadata: { ...application.metadata, ...columns.metadata },
        updatedAt: sql`now()`,
      })
      .where(and(eq(applications.id, application.id), eq(applications.status, status)))
      .returning();
    if (!updated) throw new AppError("conflict", STATUS_CHANGED_MEANWHILE);
    // Where it works, placed from its address or stated base (decision 054).
    await syncServiceAreas(tx, { applicationIds: [updated.id] });
    await writeAuditLog(tx, {
      entityType: "application",
      entityId: application.id,
      action: "updated",
      actorId: actor.user.id,
      details: { changedFields, activeRole: actor.activeRole },
    });
    if (!options.submit) return updated;
    return submitWithin(tx, actor, updated);
  });
}
