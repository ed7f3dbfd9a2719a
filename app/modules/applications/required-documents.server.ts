import { and, inArray } from "drizzle-orm";
import { documents } from "~/db/schema";
import { requiredDocumentTypes } from "~/domain/document-types";
import type { Executor } from "~/lib/db.server";

/**
 * The required document types uploaded for each of `applicationIds` (issue
 * 19): one query; an application without any has an empty set.
 */
export async function uploadedRequiredDocumentTypes(
  db: Executor,
  applicationIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const byApplication = new Map<string, Set<string>>(
    applicationIds.map((id) => [id, new Set<string>()]),
  );
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .selectDistinct({ applicationId: documents.applicationId, type: documents.type })
    .from(documents)
    .where(
      and(
        inArray(documents.applicationId, [...new Set(applicationIds)]),
        inArray(documents.type, [...requiredDocumentTypes]),
      ),
    );
  for (const row of rows) byApplication.get(row.applicationId)?.add(row.type);
  return byApplication;
}
