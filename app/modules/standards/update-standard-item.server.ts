import { isUniqueViolation } from "~/lib/pg-error";
import { and, eq, ne, sql } from "drizzle-orm";
import { standardItems } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import {
  assertCategoryExists,
  itemAction,
  loadItem,
  recordHistory,
  type StandardItemRow,
} from "./standards-access.server";
import { versionAfterEdit, versionToTenths } from "./standard-version";
import { notifyStandardChange } from "./notify-standard-change.server";
import { readerIntl } from "./reader-intl.server";
import { standardsMessages, standardsText } from "./standards-messages";

export type UpdateItemData = {
  number: string;
  title: string;
  categoryId: string | null;
  content: string;
  /** An explicit new version; null: add 0.1 when the text changes. */
  version: string | null;
  changeSummary: string | null;
  /** The version the editor loaded; a different stored version means someone else saved first. */
  expectedVersion: string;
};

/**
 * Edits a standard (SPEC §8 "update standard items") or an appendix ("update
 * standard sections"), staff only. SPEC §4: a change of text without an
 * explicit version raises the version by 0.1; an explicit version must be
 * higher than the current one; every change of text records a history entry.
 * Number, title and category changes do not change the version. Saving over
 * someone else's newer change is refused (compare-and-set on the version).
 */
export async function updateStandardItem(
  db: Database,
  viewer: Viewer,
  itemId: string,
  input: UpdateItemData,
): Promise<StandardItemRow> {
  const loaded = await loadItem(db, itemId);
  assertCan(viewer, itemAction(loaded.kind, "update"));
  const number = loaded.kind === "appendix" ? input.number.toUpperCase() : input.number;
  const numberPattern = loaded.kind === "appendix" ? /^[A-Z]{1,2}$/ : /^[1-9]\d{0,2}$/;
  if (!numberPattern.test(number)) {
    const message =
      loaded.kind === "appendix"
        ? standardsText.appendixLetter.defaultMessage
        : standardsText.standardNumber.defaultMessage;
    throw new AppError("validation", message, { number: message });
  }
  if (loaded.kind === "standard" && !input.categoryId) {
    const message = standardsText.chooseCategory.defaultMessage;
    throw new AppError("validation", message, { categoryId: message });
  }
  const intl = await readerIntl();
  const takenText = intl.formatMessage(standardsText.numberTaken, { kind: loaded.kind, number });
  const taken = () => new AppError("validation", takenText, { number: takenText });
  try {
    return await db.transaction(async (tx) => {
      const item = await loadItem(tx, itemId, { forUpdate: true });
      if (versionToTenths(input.expectedVersion) !== versionToTenths(item.version)) {
        throw new AppError("conflict", standardsMessages.changedMeanwhile);
      }
      if (item.kind === "standard" && input.categoryId)
        await assertCategoryExists(tx, input.categoryId);
      if (number !== item.number) {
        const [other] = await tx
          .select({ id: standardItems.id })
          .from(standardItems)
          .where(
            and(
              eq(standardItems.kind, item.kind),
              eq(standardItems.number, number),
              ne(standardItems.id, item.id),
            ),
          );
        if (other) throw taken();
      }
      const textChanged = input.content !== item.content;
      const version = versionAfterEdit({
        intl,
        current: item.version,
        requested: input.version,
        textChanged,
      });
      const [updated] = await tx
        .update(standardItems)
        .set({
          number,
          title: input.title,
          categoryId: item.kind === "standard" ? input.categoryId : null,
          content: input.content,
          version,
          updatedBy: viewer.user.id,
          updatedAt: sql`now()`,
        })
        .where(and(eq(standardItems.id, item.id), eq(standardItems.version, item.version)))
        .returning();
      if (!updated) throw new AppError("conflict", standardsMessages.changedMeanwhile);
      if (textChanged) {
        const history = await recordHistory(tx, {
          standardId: item.id,
          isSubStandard: false,
          itemId: item.id,
          version,
          number: updated.number,
          title: updated.title,
          content: updated.content,
          changeKind: "edited",
          changeSummary: input.changeSummary,
          changedBy: viewer.user.id,
        });
        if (versionToTenths(version)! > versionToTenths(item.version)!) {
          await notifyStandardChange(tx, {
            item: updated,
            fromVersion: item.version,
            toVersion: version,
            fromContent: item.content,
            toContent: updated.content,
            historyId: history.id,
          });
        }
      }
      await writeAuditLog(tx, {
        entityType: "standard_item",
        entityId: item.id,
        action: "updated",
        actorId: viewer.user.id,
        details: {
          fromVersion: item.version,
          toVersion: version,
          textChanged,
          number: number !== item.number ? { from: item.number, to: number } : undefined,
          title: input.title !== item.title ? { from: item.title, to: input.title } : undefined,
          categoryChanged: input.categoryId !== item.categoryId || undefined,
          activeRole: viewer.activeRole,
        },
      });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error, "standard_items_kind_number_uq")) throw taken();
    throw error;
  }
}
