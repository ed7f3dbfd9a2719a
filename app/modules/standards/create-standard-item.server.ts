import { isUniqueViolation } from "~/lib/pg-error";
import { and, eq } from "drizzle-orm";
import { standardItems } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import {
  assertCategoryExists,
  itemAction,
  itemLabel,
  recordHistory,
  type StandardItemRow,
} from "./standards-access.server";
import { FIRST_VERSION } from "./standard-version";
import { readerIntl } from "./reader-intl.server";
import { standardsText } from "./standards-messages";

export type CreateItemData = {
  kind: "standard" | "appendix";
  number: string;
  title: string;
  categoryId: string | null;
  content: string;
};

/**
 * Creates a standard (SPEC §8 "create standard items") or an appendix
 * ("create standard sections"), staff only, at version 1 (SPEC §9) with its
 * first history entry, in one transaction.
 */
export async function createStandardItem(
  db: Database,
  viewer: Viewer,
  input: CreateItemData,
): Promise<StandardItemRow> {
  assertCan(viewer, itemAction(input.kind, "create"));
  const intl = await readerIntl();
  const takenText = intl.formatMessage(standardsText.numberTaken, {
    kind: input.kind,
    number: input.number,
  });
  const taken = () => new AppError("validation", takenText, { number: takenText });
  try {
    return await db.transaction(async (tx) => {
      if (input.kind === "standard" && input.categoryId)
        await assertCategoryExists(tx, input.categoryId);
      const [existing] = await tx
        .select({ id: standardItems.id })
        .from(standardItems)
        .where(and(eq(standardItems.kind, input.kind), eq(standardItems.number, input.number)));
      if (existing) throw taken();
      const [item] = await tx
        .insert(standardItems)
        .values({
          kind: input.kind,
          number: input.number,
          title: input.title,
          content: input.content,
          categoryId: input.kind === "standard" ? input.categoryId : null,
          version: FIRST_VERSION,
          createdBy: viewer.user.id,
          updatedBy: viewer.user.id,
        })
        .returning();
      await recordHistory(tx, {
        standardId: item!.id,
        isSubStandard: false,
        itemId: item!.id,
        version: item!.version,
        number: item!.number,
        title: item!.title,
        content: item!.content,
        changeKind: "created",
        changeSummary: `${itemLabel(item!)} created`,
        changedBy: viewer.user.id,
      });
      await writeAuditLog(tx, {
        entityType: "standard_item",
        entityId: item!.id,
        action: "created",
        actorId: viewer.user.id,
        details: {
          kind: item!.kind,
          number: item!.number,
          title: item!.title,
          activeRole: viewer.activeRole,
        },
      });
      return item!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "standard_items_kind_number_uq")) throw taken();
    throw error;
  }
}
