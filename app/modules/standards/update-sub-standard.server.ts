import { isUniqueViolation } from "~/lib/pg-error";
import { and, eq, ne, sql } from "drizzle-orm";
import { subStandards } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { assertSubNumber } from "./create-sub-standard.server";
import {
  loadItem,
  loadSubStandard,
  recordHistory,
  type SubStandardRow,
} from "./standards-access.server";
import { versionAfterEdit, versionToTenths } from "./standard-version";
import { readerIntl } from "./reader-intl.server";
import { standardsMessages, standardsText } from "./standards-messages";

export type UpdateSubStandardData = {
  subNumber: string;
  title: string;
  content: string;
  version: string | null;
  changeSummary: string | null;
  expectedVersion: string;
};

/**
 * Edits a sub-standard (staff; SPEC §8 "update sub-standards"). SPEC §4: a
 * change of text gets version + 0.1 (or a higher explicit version) and a
 * history entry; saving over a newer change is refused.
 */
export async function updateSubStandard(
  db: Database,
  viewer: Viewer,
  subStandardId: string,
  input: UpdateSubStandardData,
): Promise<SubStandardRow> {
  assertCan(viewer, "subStandard.update");
  const loaded = await loadSubStandard(db, subStandardId);
  const parent = await loadItem(db, loaded.standardId);
  const intl = await readerIntl();
  assertSubNumber(parent.number, input.subNumber, intl);
  const takenText = intl.formatMessage(standardsText.subNumberTaken, { number: input.subNumber });
  const taken = () => new AppError("validation", takenText, { subNumber: takenText });
  try {
    return await db.transaction(async (tx) => {
      const sub = await loadSubStandard(tx, subStandardId, { forUpdate: true });
      if (versionToTenths(input.expectedVersion) !== versionToTenths(sub.version)) {
        throw new AppError("conflict", standardsMessages.changedMeanwhile);
      }
      if (input.subNumber !== sub.subNumber) {
        const [other] = await tx
          .select({ id: subStandards.id })
          .from(subStandards)
          .where(
            and(
              eq(subStandards.standardId, sub.standardId),
              eq(subStandards.subNumber, input.subNumber),
              ne(subStandards.id, sub.id),
            ),
          );
        if (other) throw taken();
      }
      const textChanged = input.content !== sub.content;
      const version = versionAfterEdit({
        intl,
        current: sub.version,
        requested: input.version,
        textChanged,
      });
      const [updated] = await tx
        .update(subStandards)
        .set({
          subNumber: input.subNumber,
          title: input.title,
          content: input.content,
          version,
          updatedBy: viewer.user.id,
          updatedAt: sql`now()`,
        })
        .where(and(eq(subStandards.id, sub.id), eq(subStandards.version, sub.version)))
        .returning();
      if (!updated) throw new AppError("conflict", standardsMessages.changedMeanwhile);
      if (textChanged) {
        await recordHistory(tx, {
          standardId: sub.id,
          isSubStandard: true,
          itemId: sub.standardId,
          version,
          number: updated.subNumber,
          title: updated.title,
          content: updated.content,
          changeKind: "edited",
          changeSummary: input.changeSummary,
          changedBy: viewer.user.id,
        });
      }
      await writeAuditLog(tx, {
        entityType: "sub_standard",
        entityId: sub.id,
        action: "updated",
        actorId: viewer.user.id,
        details: {
          itemId: sub.standardId,
          fromVersion: sub.version,
          toVersion: version,
          textChanged,
          activeRole: viewer.activeRole,
        },
      });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error, "sub_standards_number_uq")) throw taken();
    throw error;
  }
}
