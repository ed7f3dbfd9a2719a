import { isAppError } from "~/domain/app-error";
import type { Database } from "~/lib/db.server";
import { readFormValues } from "~/lib/form-data.server";
import {
  declaresMoreThan,
  MAX_FILE_BYTES,
  readUploadForm,
  uploadLimitMessage,
  type UploadFile,
} from "~/modules/documents/index.server";
import type { Viewer } from "~/modules/permissions";
import { answerCorrectiveAction } from "./answer-corrective-action.server";
import { correctiveActionMessages as msg } from "./corrective-action-messages";
import { EVIDENCE_MAX_FILES } from "./corrective-action-rules";

/** A whole answer: the files plus room for the text fields and multipart framing. */
export const ANSWER_MAX_REQUEST_BYTES = EVIDENCE_MAX_FILES * MAX_FILE_BYTES + 1024 * 1024;

export type ReceiveAnswerOutcome =
  | { ok: true }
  | {
      ok: false;
      status: number;
      message: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

function echo(fields: Record<string, string>) {
  return { rootCause: fields.rootCause ?? "", changesMade: fields.changesMade ?? "" };
}

/**
 * POST of the answer form: multipart when it carries evidence (streamed by
 * the documents module's reader: files spooled to temporary files, limits
 * enforced while reading, a declared body over the limit refused before
 * reading), or plain. Then `answerCorrectiveAction`; its refusals come back
 * at the form with the texts echoed (not found is thrown: the 404 screen).
 * Temporary files are removed in every case.
 */
export async function receiveCorrectiveActionAnswer(
  db: Database,
  viewer: Viewer,
  actionId: string,
  request: Request,
): Promise<ReceiveAnswerOutcome> {
  if (declaresMoreThan(request, ANSWER_MAX_REQUEST_BYTES)) {
    return {
      ok: false,
      status: 413,
      message: msg.filesTooLarge,
      fieldErrors: { files: msg.filesTooLarge },
      values: {},
    };
  }
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType)) {
    return answer(db, viewer, actionId, await readFormValues(request), []);
  }
  const read = await readUploadForm(request, {
    fileBytes: MAX_FILE_BYTES,
    files: EVIDENCE_MAX_FILES,
    requestBytes: ANSWER_MAX_REQUEST_BYTES,
  });
  if (!read.ok) {
    if (read.error === "unreadable") {
      return { ok: false, status: 400, message: msg.failed, fieldErrors: {}, values: {} };
    }
    const message = uploadLimitMessage(read, {
      tooManyFiles: msg.tooManyFiles,
      tooLarge: msg.filesTooLarge,
    });
    return {
      ok: false,
      status: 413,
      message,
      fieldErrors: { files: message },
      values: echo(read.fields),
    };
  }
  const { fields, files, dispose } = read.form;
  try {
    return await answer(db, viewer, actionId, fields, files);
  } finally {
    await dispose();
  }
}

async function answer(
  db: Database,
  viewer: Viewer,
  actionId: string,
  fields: Record<string, string>,
  files: UploadFile[],
): Promise<ReceiveAnswerOutcome> {
  try {
    await answerCorrectiveAction(db, viewer, actionId, {
      rootCause: fields.rootCause,
      changesMade: fields.changesMade,
      version: fields.version,
      files,
    });
    return { ok: true };
  } catch (error) {
    if (isAppError(error) && error.code !== "not_found") {
      return {
        ok: false,
        status: error.status,
        message: error.message,
        fieldErrors: error.fieldErrors,
        values: echo(fields),
      };
    }
    throw error;
  }
}
