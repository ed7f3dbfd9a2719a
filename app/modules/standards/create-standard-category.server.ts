import { sql } from "drizzle-orm";
import { standardCategories } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { writeAuditLog } from "~/modules/audit-log/index.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import { isUniqueViolation } from "~/lib/pg-error";
import { standardsMessages } from "./standards-messages";

/** SPEC §6: any signed-in user may create a standard category (names are unique, any case). */
export async function createStandardCategory(
  db: Database,
  viewer: Viewer,
  input: { name: string; description: string | null },
) {
  assertCan(viewer, "standardCategory.create");
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: standardCategories.id })
        .from(standardCategories)
        .where(sql`lower(${standardCategories.name}) = lower(${input.name})`);
      if (taken) {
        throw new AppError("validation", standardsMessages.categoryTaken, {
          name: standardsMessages.categoryTaken,
        });
      }
      const [row] = await tx
        .insert(standardCategories)
        .values({ name: input.name, description: input.description, createdBy: viewer.user.id })
        .returning();
      await writeAuditLog(tx, {
        entityType: "standard_category",
        entityId: row!.id,
        action: "created",
        actorId: viewer.user.id,
        details: { name: row!.name, activeRole: viewer.activeRole },
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
