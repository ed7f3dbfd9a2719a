import { eq } from "drizzle-orm";
import { standardItems } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { uuidPattern } from "~/lib/uuid";
import type { StandardItemRow } from "./standards-access.server";

/** An item by id, or null (other modules ask through this service). */
export async function findStandardItem(db: Executor, id: string): Promise<StandardItemRow | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db.select().from(standardItems).where(eq(standardItems.id, id));
  return row ?? null;
}
