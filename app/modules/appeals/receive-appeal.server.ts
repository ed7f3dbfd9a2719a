import { isAppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { readFormValues, UNREADABLE_FORM_MESSAGE } from "~/lib/form-data.server";
import {
  declaresMoreThan,
  MAX_FILE_BYTES,
  readUploadForm,
  uploadLimitMessage,
  type UploadFile,
} from "~/modules/documents/index.server";
import type { Viewer } from "~/modules/permissions";
import { appealMessages } from "./appeal-messages";
import type { AppealRow } from "./appeal-record.server";
import { APPEAL_MAX_FILES, APPEAL_MAX_REQUEST_BYTES } from "./appeal-rules";
import type { AppealSubject } from "./find-appealable-decision.server";
import { submitAppeal } from "./submit-appeal.server";

export type ReceiveAppealOutcome =
  | { ok: true; appeal: AppealRow }
  | {
      ok: false;
      status: number;
      message: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

const unreadable = () =>
  new Response(UNREADABLE_FORM_MESSAGE, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * POST /dashboard/appeals/new: the appeal form, multipart when it carries
 * documents (streamed by the documents module's reader: files spooled to
 * temporary files, the limits enforced while reading, a declared body over
 * the limit refused before reading) or plain. Then `submitAppeal`, whose
 * refusals (late, another account's, already appealed, no grounds, a bad
 * file) come back at the form with the grounds echoed; nothing is written.
 * Temporary files are removed in every case.
 */
export async function receiveAppeal(
  db: Database,
  viewer: Viewer,
  request: Request,
  subject: AppealSubject,
): Promise<ReceiveAppealOutcome> {
  const tooLarge = appealMessages.filesTooLarge(APPEAL_MAX_FILES);
  if (declaresMoreThan(request, APPEAL_MAX_REQUEST_BYTES)) {
    return {
      ok: false,
      status: 413,
      message: tooLarge,
      fieldErrors: { files: tooLarge },
      values: {},
    };
  }
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) {
    return submit(db, viewer, subject, await readFormValues(request), []);
  }
  const read = await readUploadForm(request, {
    fileBytes: MAX_FILE_BYTES,
    files: APPEAL_MAX_FILES,
    requestBytes: APPEAL_MAX_REQUEST_BYTES,
  });
  if (!read.ok) {
    if (read.error === "unreadable") throw unreadable();
    const message = uploadLimitMessage(read, {
      tooManyFiles: appealMessages.tooManyFiles(APPEAL_MAX_FILES),
      tooLarge,
    });
    return {
      ok: false,
      status: 413,
      message,
      fieldErrors: { files: message },
      values: { grounds: read.fields.grounds ?? "" },
    };
  }
  const { fields, files, dispose } = read.form;
  try {
    return await submit(db, viewer, subject, fields, files);
  } finally {
    await dispose();
  }
}

async function submit(
  db: Database,
  viewer: Viewer,
  subject: AppealSubject,
  fields: Record<string, string>,
  files: UploadFile[],
): Promise<ReceiveAppealOutcome> {
  try {
    const appeal = await submitAppeal(db, viewer, { subject, grounds: fields.grounds, files });
    return { ok: true, appeal };
  } catch (error) {
    if (isAppError(error) && error.code !== "not_found") {
      return {
        ok: false,
        status: error.status,
        message: error.message,
        fieldErrors: error.fieldErrors,
        values: { grounds: fields.grounds ?? "" },
      };
    }
    throw error;
  }
}
