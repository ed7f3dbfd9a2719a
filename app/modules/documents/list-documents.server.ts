import { uuidPattern } from "~/lib/uuid";
import { containsPattern } from "~/lib/list-query.server";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { applications, documents, profiles } from "~/db/schema";
import { messages } from "~/domain/app-error";
import type { Executor } from "~/lib/db.server";
import { applicationScopeCondition } from "~/modules/applications/index.server";
import { can, documentDeleteLockedByDecision, isDecisionDocument } from "~/modules/permissions";
import { documentTypes, type DocumentListItem, type DocumentViewer } from "./document-rules";

export type { DocumentListItem };

export const DOCUMENTS_PAGE_SIZE = 25;

export type DocumentFilter = {
  applicationId?: string;
  type?: string;
  /** Matches the file name or the business name. */
  search?: string;
  page?: number;
  pageSize?: number;
};

export type DocumentPage = {
  rows: DocumentListItem[];
  total: number;
  page: number;
  pageCount: number;
};

/**
 * Documents the viewer may see, newest first, paged: applicants the
 * documents of their own applications; examiners those of the applications
 * with an audit assigned to them; staff all. Filter by application, type, and file or business name.
 * The application page passes `{ applicationId }` and shows `rows`.
 */
export async function listDocuments(
  db: Executor,
  viewer: DocumentViewer,
  filter: DocumentFilter = {},
): Promise<DocumentPage> {
  const pageSize = filter.pageSize ?? DOCUMENTS_PAGE_SIZE;
  const conditions: SQL[] = [];
  const visible = applicationScopeCondition(viewer, "documents");
  if (visible) conditions.push(visible);
  if (filter.applicationId !== undefined) {
    if (!uuidPattern.test(filter.applicationId))
      return { rows: [], total: 0, page: 1, pageCount: 1 };
    conditions.push(eq(documents.applicationId, filter.applicationId));
  }
  if (filter.type && (documentTypes as readonly string[]).includes(filter.type)) {
    conditions.push(eq(documents.type, filter.type));
  }
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(documents.name, pattern), ilike(applications.businessName, pattern))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;

  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .where(where);
  const total = counted?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, filter.page ?? 1), pageCount);

  const rows = await db
    .select({
      id: documents.id,
      applicationId: documents.applicationId,
      businessName: applications.businessName,
      name: documents.name,
      type: documents.type,
      mimeType: documents.mimeType,
      size: documents.size,
      uploadedAt: documents.uploadedAt,
      uploadedBy: documents.uploadedBy,
      uploaderName: profiles.name,
      applicantId: applications.applicantId,
      applicationStatus: applications.status,
    })
    .from(documents)
    .innerJoin(applications, eq(applications.id, documents.applicationId))
    .leftJoin(profiles, eq(profiles.id, documents.uploadedBy))
    .where(where)
    .orderBy(desc(documents.uploadedAt), desc(documents.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

  return {
    rows: rows.map(({ applicantId, applicationStatus, ...r }) => {
      const resource = {
        uploadedBy: r.uploadedBy,
        application: { applicantId, status: applicationStatus },
      };
      const canDelete = can(viewer, "document.delete", resource);
      return {
        ...r,
        uploadedAt: r.uploadedAt.toISOString(),
        uploaderName: r.uploaderName ?? messages.unknownUser,
        canDelete,
        deleteNeedsReason: canDelete && isDecisionDocument(resource),
        deleteLocked: documentDeleteLockedByDecision(viewer, resource),
      };
    }),
    total,
    page,
    pageCount,
  };
}
