import { eq } from "drizzle-orm";
import { standardDiscussions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { uuidPattern } from "~/lib/uuid";
import { standardsMessages } from "./standards-messages";

export type DiscussionRow = typeof standardDiscussions.$inferSelect;

export async function loadDiscussion(db: Executor, id: string): Promise<DiscussionRow> {
  if (!uuidPattern.test(id)) throw new AppError("not_found", standardsMessages.discussionNotFound);
  const [row] = await db.select().from(standardDiscussions).where(eq(standardDiscussions.id, id));
  if (!row) throw new AppError("not_found", standardsMessages.discussionNotFound);
  return row;
}
