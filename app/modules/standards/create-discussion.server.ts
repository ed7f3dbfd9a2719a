import { standardDiscussions } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { assertCan, type Viewer } from "~/modules/permissions";
import type { DiscussionRow } from "./discussion-access.server";
import { loadItem, loadSubStandard } from "./standards-access.server";
import { standardsText } from "./standards-messages";

/**
 * Any signed-in user comments on a standard or on one of its sub-standards
 * (`about` is the sub-standard's id, or empty for the standard as a whole).
 */
export async function createDiscussion(
  db: Database,
  viewer: Viewer,
  itemId: string,
  input: { comment: string; about?: string | null },
): Promise<DiscussionRow> {
  assertCan(viewer, "discussion.create");
  const item = await loadItem(db, itemId);
  let standardId = item.id;
  let isSubStandard = false;
  if (input.about && input.about !== item.id) {
    const sub = await loadSubStandard(db, input.about).catch(() => null);
    if (!sub || sub.standardId !== item.id) {
      const message = standardsText.chooseAbout.defaultMessage;
      throw new AppError("validation", message, { about: message });
    }
    standardId = sub.id;
    isSubStandard = true;
  }
  const [row] = await db
    .insert(standardDiscussions)
    .values({
      standardId,
      isSubStandard,
      itemId: item.id,
      userId: viewer.user.id,
      comment: input.comment,
    })
    .returning();
  return row!;
}
