import { eq } from "drizzle-orm";
import { applications, documents } from "~/db/schema";
import { AppError } from "~/lib/app-error";
import type { Executor } from "~/lib/db.server";
import { canViewApplication } from "~/modules/applications/application-access.server";
import { documentMessages, type DocumentViewer } from "./document-rules";

export type DocumentRow = typeof documents.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loads a document the viewer may see: its application must be visible to
 * them (applicants: their own; staff and examiners: all for now). A hidden
 * document answers like a missing one (404, no leak of its existence).
 *
 * Examiners: SPEC §6 gives them "the assigned" applications; audits (and so
 * assignments) do not exist yet. When they do, narrow `canViewApplication`
 * for examiners and this check follows.
 */
export async function getDocumentForViewer(
  db: Executor,
  viewer: DocumentViewer,
  documentId: string,
): Promise<DocumentRow> {
  if (!uuidPattern.test(documentId)) throw new AppError("not_found", documentMessages.notFound);
  const [found] = await db
    .select({ document: documents, applicantId: applications.applicantId })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .where(eq(documents.id, documentId));
  if (!found || !canViewApplication(viewer, found)) {
    throw new AppError("not_found", documentMessages.notFound);
  }
  return found.document;
}
