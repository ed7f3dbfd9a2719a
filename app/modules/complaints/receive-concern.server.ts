import { isAppError, type AppError } from "~/domain/app-error";
import type { Locale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { Executor } from "~/lib/db.server";
import { readFormValues, UNREADABLE_FORM_MESSAGE } from "~/lib/form-data.server";
import {
  declaresMoreThan,
  readUploadForm,
  uploadLimitMessage,
} from "~/modules/documents/index.server";
import { admitConcernRequest } from "./admit-concern-request.server";
import {
  CONCERN_MAX_FILE_BYTES,
  CONCERN_MAX_FILES,
  CONCERN_MAX_REQUEST_BYTES,
} from "./complaint-schema";
import { submitConcern, type SubmitConcernResult } from "./submit-concern.server";
import { concernMessages } from "./concern-messages";

/** Fields echoed back to the form after a refusal (never files). */
const ECHO = ["description", "occurredOn", "location", "reporterName", "reporterEmail", "consent"];

export type ReceiveConcernOutcome =
  | ({ ok: true } & Extract<SubmitConcernResult, { status: "received" }>)
  | { ok: true; status: "discarded" }
  | {
      ok: false;
      status: number;
      message: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

/** The refusal of files over the limits, in `locale`. */
const tooLargeText = (locale: Locale) =>
  intlFor(locale).formatMessage(concernMessages.filesTooLarge, {
    max: String(CONCERN_MAX_FILES),
    size: String(CONCERN_MAX_FILE_BYTES / (1024 * 1024)),
  });

function refused(error: AppError, fields: Record<string, string>): ReceiveConcernOutcome {
  const values = Object.fromEntries(ECHO.map((k) => [k, fields[k] ?? ""]));
  return {
    ok: false,
    status: error.status,
    message: error.message,
    fieldErrors: error.fieldErrors,
    values,
  };
}

type ConcernRequestInput = {
  certificateNumber: string;
  clientIp: string;
  /** The form's language (`requestLocale`): the reporter's e-mails are written in it. */
  locale?: Locale;
};

/**
 * POST /report-concern/{number}: a declared body over the limit, a business
 * that takes no concerns and an address past its limits are refused before
 * the body is read (`admitConcernRequest`); then the multipart form is
 * streamed by the documents module's reader (files spooled to temporary
 * files, the concern's own size limits enforced while reading), then
 * `submitConcern`. Temporary files are removed in every case. Refusals with
 * values are written in `input.locale` (the reader's language).
 */
export async function receiveConcern(
  db: Executor,
  request: Request,
  input: ConcernRequestInput,
): Promise<ReceiveConcernOutcome> {
  const locale = input.locale ?? "en";
  const tooLarge = tooLargeText(locale);
  if (declaresMoreThan(request, CONCERN_MAX_REQUEST_BYTES)) {
    return {
      ok: false,
      status: 413,
      message: tooLarge,
      fieldErrors: { files: tooLarge },
      values: {},
    };
  }
  try {
    await admitConcernRequest(db, input);
  } catch (error) {
    if (isAppError(error) && error.status !== 404) return refused(error, {});
    throw error;
  }
  const contentType = request.headers.get("content-type") ?? "";
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    // A form without files (a client that does not send multipart).
    return submit(db, input, await readFormValues(request), []);
  }
  const read = await readUploadForm(request, {
    fileBytes: CONCERN_MAX_FILE_BYTES,
    files: CONCERN_MAX_FILES,
    requestBytes: CONCERN_MAX_REQUEST_BYTES,
  });
  if (!read.ok) {
    if (read.error === "unreadable") {
      throw new Response(UNREADABLE_FORM_MESSAGE, {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    const fixed = uploadLimitMessage(read, {
      tooManyFiles: intlFor(locale).formatMessage(concernMessages.tooManyFiles, {
        max: String(CONCERN_MAX_FILES),
      }),
      tooLarge,
    });
    return {
      ok: false,
      status: 413,
      message: fixed,
      fieldErrors: { files: fixed },
      values: Object.fromEntries(ECHO.map((k) => [k, read.fields[k] ?? ""])),
    };
  }
  const { fields, files, dispose } = read.form;
  try {
    return await submit(db, input, fields, files);
  } finally {
    await dispose();
  }
}

async function submit(
  db: Executor,
  input: ConcernRequestInput,
  fields: Record<string, string>,
  files: { name: string; filePath: string; size: number }[],
): Promise<ReceiveConcernOutcome> {
  try {
    const result = await submitConcern(
      db,
      { certificateNumber: input.certificateNumber, fields, files, locale: input.locale },
      { clientIp: input.clientIp, locale: input.locale },
    );
    return { ok: true, ...result };
  } catch (error) {
    if (isAppError(error) && error.status !== 404) return refused(error, fields);
    throw error;
  }
}
