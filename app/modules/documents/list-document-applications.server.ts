import { asc } from "drizzle-orm";
import { applications } from "~/db/schema";
import type { Executor } from "~/lib/db.server";
import { applicationScopeCondition } from "~/modules/applications/index.server";
import type { DocumentViewer } from "./document-rules";

/** At most this many applications in the documents page's pickers. */
export const APPLICATION_CHOICES_LIMIT = 500;

/**
 * Applications for the documents page's upload and filter pickers, by
 * business name: an applicant's own; an examiner's assigned ones; staff all.
 */
export async function listDocumentApplications(
  db: Executor,
  viewer: DocumentViewer,
): Promise<{ id: string; businessName: string }[]> {
  return db
    .select({ id: applications.id, businessName: applications.businessName })
    .from(applications)
    .where(applicationScopeCondition(viewer, "documents"))
    .orderBy(asc(applications.businessName), asc(applications.id))
    .limit(APPLICATION_CHOICES_LIMIT);
}
