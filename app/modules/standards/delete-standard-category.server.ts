import { eq, sql } from "drizzle-orm";
import { standardCategories, standardItems } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { uuidPattern } from "~/lib/uuid";
import { readerIntl } from "./reader-intl.server";
import { standardsMessages, standardsText } from "./standards-messages";

/** Deletes an empty category (staff); one that still holds standards is refused. */
export async function deleteStandardCategory(db: Database, viewer: Viewer, categoryId: string) {
  assertCan(viewer, "standardCategory.manage");
  const intl = await readerIntl();
  if (!uuidPattern.test(categoryId))
    throw new AppError("not_found", standardsMessages.categoryNotFound);
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select()
      .from(standardCategories)
      .where(eq(standardCategories.id, categoryId))
      .for("update");
    if (!category) throw new AppError("not_found", standardsMessages.categoryNotFound);
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(standardItems)
      .where(eq(standardItems.categoryId, categoryId));
    if ((used?.n ?? 0) > 0) {
      throw new AppError(
        "conflict",
        intl.formatMessage(standardsText.categoryInUse, { count: used!.n }),
      );
    }
    await tx.delete(standardCategories).where(eq(standardCategories.id, categoryId));
    await writeAuditLog(tx, {
      entityType: "standard_category",
      entityId: categoryId,
      action: "deleted",
      actorId: viewer.user.id,
      details: { name: category.name, activeRole: viewer.activeRole },
    });
    return category;
  });
}
