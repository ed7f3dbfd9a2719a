import crypto from "node:crypto";
import { documents } from "~/db/schema";
import { requiredDocumentTypes, type DocumentType } from "~/domain/document-types";
import { getDb, type Database } from "~/lib/db.server";
import { createApplication } from "~/modules/applications/create-application.server";
import type { ApplicationFormInput } from "~/modules/applications/application-schema";
import { submitApplication } from "~/modules/applications/submit-application.server";
import type { Viewer } from "~/modules/permissions";

/**
 * Document rows of `types` (default: every required type) for an application,
 * inserted directly: submitting needs them (issue 19), not their files. The
 * upload itself is tested in app/modules/documents.
 */
export async function addRequiredDocuments(
  applicationId: string,
  options: { uploadedBy?: string | null; types?: readonly DocumentType[] } = {},
) {
  const types = options.types ?? requiredDocumentTypes;
  if (types.length === 0) return;
  await getDb()
    .insert(documents)
    .values(
      types.map((type) => ({
        applicationId,
        name: `${type}.pdf`,
        type,
        fileUrl: `${applicationId}/${type}-${crypto.randomBytes(6).toString("hex")}.pdf`,
        mimeType: "application/pdf",
        size: 1024,
        uploadedBy: options.uploadedBy ?? null,
      })),
    );
}

/**
 * Creates an application as `viewer`, adds its required documents and
 * submits it: what "create and submit" is now that submitting needs the
 * documents, which can only be uploaded once the application exists.
 */
export async function createSubmittedApplication(
  db: Database,
  viewer: Viewer,
  input: ApplicationFormInput,
) {
  const draft = await createApplication(db, viewer, input);
  await addRequiredDocuments(draft.id, { uploadedBy: viewer.user.id });
  return submitApplication(db, viewer, draft.id);
}
