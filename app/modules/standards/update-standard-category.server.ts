import { and, eq, ne, sql } from "drizzle-orm";
import { standardCategories } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { uuidPattern } from "~/lib/uuid";
import { isUniqueViolation } from "~/lib/pg-error";
import { standardsMessages } from "./standards-messages";

/** Renames or re-describes a category (staff). */
export async function updateStandardCategory(
  db: Database,
  viewer: Viewer,
  categoryId: string,
  input: { name: string; description: string | null },
) {
  assertCan(viewer, "standardCategory.manage");
  if (!uuidPattern.test(categoryId))
    throw new AppError("not_found", standardsMessages.categoryNotFound);
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(standardCategories)
        .where(eq(standardCategories.id, categoryId));
      if (!before) throw new AppError("not_found", standardsMessages.categoryNotFound);
      const [taken] = await tx
        .select({ id: standardCategories.id })
        .from(standardCategories)
        .where(
          and(
            sql`lower(${standardCategories.name}) = lower(${input.name})`,
            ne(standardCategories.id, categoryId),
          ),
        );
      if (taken) {
        throw new AppError("validation", standardsMessages.categoryTaken, {
          name: standardsMessages.categoryTaken,
        });
      }
      const [row] = await tx
        .update(standardCategories)
        .set({ name: input.name, description: input.description, updatedAt: sql`now()` })
        .where(eq(standardCategories.id, categoryId))
        .returning();
      await writeAuditLog(tx, {
        entityType: "standard_category",
        entityId: categoryId,
        action: "updated",
        actorId: viewer.user.id,
        details: { from: before.name, to: row!.name, activeRole: viewer.activeRole },
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, "standard_categories_name_uq")) {
      throw new AppError("validation", standardsMessages.categoryTaken, {
        name: standardsMessages.categoryTaken,
      });
    }
    throw error;
  }
}
