import { sql } from "drizzle-orm";
import { applications, applicationStatusHistory } from "~/db/schema";
import { AppError, messages } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { syncServiceAreas } from "~/modules/places/index.server";
import { getProfile } from "~/modules/profiles/index.server";
import type { ApplicationRow } from "./application-access.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { applicationMessages } from "./application-messages";
import {
  applicationCompleteSchema,
  applicationDraftSchema,
  fieldErrorsOf,
  toApplicationColumns,
  type ApplicationFormInput,
} from "./application-schema";
import { submitWithin } from "./submit-application.server";

/**
 * SPEC §5 create: a signed-in user with a profile, active role applicant or
 * administrator. Saved as a draft (status `draft`, payment `pending`) with at
 * least a business name; with `submit` the form must be complete and the new
 * application is submitted in the same transaction.
 */
export async function createApplication(
  db: Database,
  actor: Viewer | null | undefined,
  input: ApplicationFormInput,
  options: { submit?: boolean } = {},
): Promise<ApplicationRow> {
  if (!actor) throw new AppError("unauthenticated", messages.notAuthenticated);
  const profile = await getProfile(db, actor.user.id);
  if (!profile) throw new AppError("not_found", messages.profileNotFound);
  assertCan(actor, "application.create");
  const schema = options.submit ? applicationCompleteSchema : applicationDraftSchema;
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new AppError(
      "validation",
      options.submit ? applicationMessages.incomplete : applicationMessages.invalid,
      fieldErrorsOf(parsed.error),
    );
  }
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(applications)
      .values({
        applicantId: actor.user.id,
        status: "draft",
        paymentStatus: "pending",
        ...toApplicationColumns(parsed.data),
      })
      .returning();
    await tx.insert(applicationStatusHistory).values({
      applicationId: created!.id,
      fromStatus: null,
      toStatus: "draft",
      actorId: actor.user.id,
      note: null,
      // clock_timestamp, not now(): rows of one transaction keep their order in the timeline.
      createdAt: sql`clock_timestamp()`,
    });
    // Where it works, placed from its address or stated base (decision 054).
    await syncServiceAreas(tx, { applicationIds: [created!.id] });
    await writeAuditLog(tx, {
      entityType: "application",
      entityId: created!.id,
      action: "created",
      actorId: actor.user.id,
      details: { businessName: created!.businessName, activeRole: actor.activeRole },
    });
    if (!options.submit) return created!;
    return submitWithin(tx, actor, created!);
  });
}
