import { inspections } from "~/db/schema";
import { getDb } from "~/lib/db.server";

/**
 * Assigns an examiner to an application the short way (an audit row a week
 * ahead), for tests of what assigned examiners may see and do. The audit
 * services' own rules are tested in app/modules/audits.
 */
export async function assignExaminer(applicationId: string, examinerId: string): Promise<string> {
  const [row] = await getDb()
    .insert(inspections)
    .values({
      applicationId,
      examinerId,
      scheduledDate: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    })
    .returning({ id: inspections.id });
  return row!.id;
}
