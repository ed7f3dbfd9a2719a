import { uuidPattern } from "~/lib/uuid";
import { eq } from "drizzle-orm";
import { applications, documents } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { canViewApplication } from "~/modules/applications/index.server";
import type { DocumentResource } from "~/modules/permissions";
import { documentMessages, type DocumentViewer } from "./document-rules";

export type DocumentRow = typeof documents.$inferSelect;

/**
 * Loads a document the viewer may see: its application must be visible to
 * them (applicants: their own; examiners: those with an audit assigned to
 * them; staff: all). A hidden document answers like a missing one (404, no
 * leak of its existence).
 */
export async function getDocumentForViewer(
  db: Executor,
  viewer: DocumentViewer,
  documentId: string,
): Promise<DocumentRow & { resource: DocumentResource }> {
  if (!uuidPattern.test(documentId)) throw new AppError("not_found", documentMessages.notFound);
  const [found] = await db
    .select({
      document: documents,
      id: applications.id,
      applicantId: applications.applicantId,
      status: applications.status,
    })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .where(eq(documents.id, documentId));
  if (!found || !(await canViewApplication(db, viewer, found))) {
    throw new AppError("not_found", documentMessages.notFound);
  }
  return {
    ...found.document,
    resource: {
      uploadedBy: found.document.uploadedBy,
      application: { applicantId: found.applicantId, status: found.status },
    },
  };
}
