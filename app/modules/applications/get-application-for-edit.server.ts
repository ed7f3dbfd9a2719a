import { missingRequiredDocuments } from "~/domain/document-types";
import type { Executor } from "~/lib/db.server";
import type { Viewer } from "~/modules/permissions";
import { applicationResource, getApplicationForViewer } from "./application-access.server";
import { fromApplicationColumns } from "./application-schema";
import { canEditApplication, canTransition, type ApplicationStatus } from "./application-status";
import { uploadedRequiredDocumentTypes } from "./required-documents.server";

/**
 * What /dashboard/applications/:id/edit shows: the application's form values
 * (404 when hidden) and whether this viewer may edit and submit it. While a
 * required document is missing the form offers no Submit (issue 19): the
 * screen names the missing documents and links to their upload, so no typed
 * change is lost to a refused submit.
 */
export async function getApplicationForEdit(db: Executor, viewer: Viewer, applicationId: string) {
  const row = await getApplicationForViewer(db, viewer, applicationId);
  const resource = await applicationResource(db, row);
  const status = row.status as ApplicationStatus;
  const mayTransition = canTransition(viewer, resource, "submitted");
  const uploaded = mayTransition ? await uploadedRequiredDocumentTypes(db, [row.id]) : null;
  const missingDocuments = uploaded ? missingRequiredDocuments(uploaded.get(row.id) ?? []) : [];
  return {
    application: { id: row.id, businessName: row.businessName, status },
    values: fromApplicationColumns(row),
    canEdit: canEditApplication(viewer, resource),
    canSubmit: mayTransition && missingDocuments.length === 0,
    /** Required document types still to upload before this viewer could submit. */
    missingDocuments,
  };
}
