import { and, eq } from "drizzle-orm";
import { examinerConflicts } from "~/db/schema";
import type { Executor } from "~/lib/db.server";

export const conflictOfInterestMessage =
  "This examiner has a recorded conflict of interest with this business and cannot audit it. Choose another examiner.";

/** Is a conflict of interest recorded between the examiner and the business (applicant)? */
export async function hasExaminerConflict(
  db: Executor,
  input: { examinerId: string; businessId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: examinerConflicts.id })
    .from(examinerConflicts)
    .where(
      and(
        eq(examinerConflicts.examinerId, input.examinerId),
        eq(examinerConflicts.businessId, input.businessId),
      ),
    )
    .limit(1);
  return Boolean(row);
}
