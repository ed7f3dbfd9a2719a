import { eq, sql } from "drizzle-orm";
import { standardVersions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import type { StandardVersionRow } from "./list-standard-versions.server";
import { isUniqueViolation } from "~/lib/pg-error";
import { normalizeVersion, versionToTenths } from "./standard-version";
import { readerIntl } from "./reader-intl.server";
import { standardsText } from "./standards-messages";

/**
 * Records a release of the standards (staff; SPEC §8 "create standard
 * versions"). Only one version is current: creating a current one unsets the
 * previous in the same transaction, serialised by an advisory lock, and a
 * partial unique index refuses a second current row whatever happens.
 */
export async function createStandardVersion(
  db: Database,
  viewer: Viewer,
  input: { versionNumber: string; releaseDate: string; notes: string | null; isCurrent: boolean },
): Promise<StandardVersionRow> {
  assertCan(viewer, "standardVersion.create");
  if (versionToTenths(input.versionNumber) === null) {
    const message = standardsText.releaseVersionFormat.defaultMessage;
    throw new AppError("validation", message, { versionNumber: message });
  }
  const versionNumber = normalizeVersion(input.versionNumber);
  const intl = await readerIntl();
  const takenText = intl.formatMessage(standardsText.versionTaken, { version: versionNumber });
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hap:standard-versions'))`);
      const [taken] = await tx
        .select({ id: standardVersions.id })
        .from(standardVersions)
        .where(eq(standardVersions.versionNumber, versionNumber));
      if (taken) {
        throw new AppError("validation", takenText, { versionNumber: takenText });
      }
      let previous: string | null = null;
      if (input.isCurrent) {
        const unset = await tx
          .update(standardVersions)
          .set({ isCurrent: false })
          .where(eq(standardVersions.isCurrent, true))
          .returning({ versionNumber: standardVersions.versionNumber });
        previous = unset[0]?.versionNumber ?? null;
      }
      const [row] = await tx
        .insert(standardVersions)
        .values({
          versionNumber,
          releaseDate: input.releaseDate,
          notes: input.notes,
          isCurrent: input.isCurrent,
          createdBy: viewer.user.id,
        })
        .returning();
      await writeAuditLog(tx, {
        entityType: "standard_version",
        entityId: row!.id,
        action: "created",
        actorId: viewer.user.id,
        details: {
          versionNumber,
          releaseDate: input.releaseDate,
          isCurrent: input.isCurrent,
          previousCurrent: previous,
          activeRole: viewer.activeRole,
        },
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "standard_versions_number_uq")) {
      throw new AppError("validation", takenText, { versionNumber: takenText });
    }
    throw error;
  }
}
