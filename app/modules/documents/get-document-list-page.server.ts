import { z } from "zod";
import type { Executor } from "~/lib/db.server";
import { roleMayEver, scopeFor } from "~/modules/permissions";
import { documentTypes, type DocumentViewer } from "./document-rules";
import { listDocumentApplications } from "./list-document-applications.server";
import { listDocuments } from "./list-documents.server";

const querySchema = z.object({
  application: z.uuid().optional().catch(undefined),
  type: z.enum(documentTypes).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});

/**
 * What /dashboard/documents shows this viewer: a page of the documents they
 * may see, filtered by application, type and search; the applications they
 * may filter by (and upload to); whether they may upload.
 */
export async function getDocumentListPage(
  db: Executor,
  viewer: DocumentViewer,
  params: URLSearchParams,
) {
  const query = querySchema.parse(Object.fromEntries(params));
  const [list, applications] = await Promise.all([
    listDocuments(db, viewer, {
      applicationId: query.application,
      type: query.type,
      search: query.q,
      page: query.page,
    }),
    listDocumentApplications(db, viewer),
  ]);
  return {
    ...list,
    applications,
    isApplicant: scopeFor(viewer, "documents").kind === "own",
    canUpload: roleMayEver(viewer.activeRole, "document.upload"),
    filters: { application: query.application ?? "", type: query.type ?? "", q: query.q ?? "" },
  };
}

export type DocumentListPage = Awaited<ReturnType<typeof getDocumentListPage>>;
