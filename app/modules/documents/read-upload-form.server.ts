import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError } from "~/domain/app-error";
import { getEnv } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import {
  documentMessages,
  MAX_FILE_BYTES,
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_REQUEST_BYTES,
} from "./document-rules";
import { cleanText } from "~/lib/text-hygiene";
import { uploadWriteFailure } from "./upload-write-failure";

/** One uploaded file, spooled to a private temporary file while it arrived. */
export type SpooledFile = { name: string; filePath: string; size: number };

export type UploadForm = {
  /** The text fields (first value of each name). */
  fields: Record<string, string>;
  files: SpooledFile[];
  /** Removes the temporary files; call it when done (also after a failure). */
  dispose: () => Promise<void>;
};

export type UploadFormFailure = {
  /** Fields read before the failure (e.g. redirectTo, which the form sends first). */
  fields: Record<string, string>;
  /** `unreadable`: not a multipart body at all (400); else the refusal to show. */
  error: AppError | "unreadable";
  /**
   * Which limit refused it, when one did: a file over `fileBytes` (the message
   * names the file), more than `files` files, or a body over `requestBytes`.
   * Callers word their own refusal from it, never from the message's text.
   */
  limit?: UploadLimit;
};

export type UploadLimit = "file-size" | "file-count" | "request-size";

/** A body that says (Content-Length) it is over `requestBytes`: refuse it before reading. */
export function declaresMoreThan(request: Request, requestBytes: number): boolean {
  const length = Number(request.headers.get("content-length") ?? "");
  return Number.isFinite(length) && length > requestBytes;
}

/**
 * What to say at the files field when a limit stopped the upload: the
 * reader's own words for a file over its size (they name the file), else the
 * form's own for too many files or too much in all.
 */
export function uploadLimitMessage(
  failure: UploadFormFailure,
  words: { tooManyFiles: string; tooLarge: string },
): string {
  const { error, limit } = failure;
  if (limit === "file-size" && error !== "unreadable") {
    return error.fieldErrors.files ?? error.message;
  }
  return limit === "file-count" ? words.tooManyFiles : words.tooLarge;
}

export type UploadLimits = { fileBytes: number; files: number; requestBytes: number };

export const defaultUploadLimits: UploadLimits = {
  fileBytes: MAX_FILE_BYTES,
  files: MAX_FILES_PER_UPLOAD,
  requestBytes: MAX_UPLOAD_REQUEST_BYTES,
};

const FILE_FIELD = "files";

/** Browsers escape `"`, CR and LF in multipart file names (HTML form encoding); undo it. */
function decodeFormFileName(name: string): string {
  return name.replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
}

function refusal(message: string) {
  return new AppError("validation", message, { files: message });
}

/**
 * Reads a multipart upload as it streams in (busboy), never holding a file in
 * memory: each file part is written to a temporary file under
 * `DATA_DIR/tmp/uploads` while its bytes are counted. The limits apply while
 * reading — a file past `fileBytes`, more than `files` files, or a body past
 * `requestBytes` stops the parsing at once, removes what was spooled and
 * answers the refusal; the rest of the body up to `requestBytes` is drained
 * unread so the browser receives the answer (past it the connection is cut).
 * Memory stays at a few buffers whatever the client sends.
 */
export async function readUploadForm(
  request: Request,
  limits: UploadLimits = defaultUploadLimits,
): Promise<{ ok: true; form: UploadForm } | ({ ok: false } & UploadFormFailure)> {
  const fields: Record<string, string> = {};
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data/i.test(contentType)) {
    return { ok: false, fields, error: "unreadable" };
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send file names as UTF-8.
      defParamCharset: "utf8",
      limits: {
        fileSize: limits.fileBytes,
        // The next file part past this emits filesLimit: refused, not cut silently.
        files: limits.files,
        fields: 50,
        fieldSize: 64 * 1024,
        parts: limits.files + 50,
      },
    });
  } catch {
    return { ok: false, fields, error: "unreadable" };
  }

  const root = path.join(getEnv().dataDir, "tmp", "uploads");
  await fsp.mkdir(root, { recursive: true });
  const dir = await fsp.mkdtemp(path.join(root, "upload-"));
  const dispose = () =>
    fsp.rm(dir, { recursive: true, force: true }).catch((error: unknown) => {
      logger.error({ err: error, dir }, "could not remove a temporary upload folder");
    });

  const source = Readable.fromWeb(request.body as WebReadableStream);
  const files: SpooledFile[] = [];
  const writes: Promise<void>[] = [];
  const fileStreams: Readable[] = [];

  return new Promise((resolve) => {
    let settled = false;
    let received = 0;
    const quietly = (fn: () => void) => {
      try {
        fn();
      } catch {
        // already closed
      }
    };
    const fail = (error: AppError | "unreadable", limit?: UploadLimit) => {
      if (settled) return;
      settled = true;
      // Stop parsing now. The rest of the body, up to the request limit, is
      // read and thrown away (nothing is kept, memory stays flat): a server
      // that closes while the browser is still sending resets the connection,
      // and the browser then never shows the answer (issue 24). Past the
      // request limit the connection is cut.
      quietly(() => source.unpipe(parser));
      if (received > limits.requestBytes) quietly(() => source.destroy());
      else quietly(() => source.resume());
      // End the spooling of every file part and the parser outside the parser
      // event that called us, remove the temporary files (a part whose file is
      // still opening then fails with ENOENT: nothing is left) and answer.
      setImmediate(() => {
        for (const stream of fileStreams) quietly(() => stream.destroy());
        quietly(() => parser.destroy());
        void dispose().finally(() =>
          resolve({ ok: false, fields, error, ...(limit ? { limit } : {}) }),
        );
      });
    };

    source.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limits.requestBytes) return;
      if (settled) quietly(() => source.destroy());
      else fail(refusal(documentMessages.requestTooLarge), "request-size");
    });
    source.on("error", () => fail(new AppError("failed", documentMessages.uploadFailed)));

    parser.on("field", (name, value) => {
      if (!(name in fields)) fields[name] = cleanText(value);
    });
    parser.on("file", (name, stream, info) => {
      if (settled || name !== FILE_FIELD || !info.filename) {
        // Unknown file fields and the empty part of an untouched file input.
        stream.resume();
        return;
      }
      const file: SpooledFile = {
        name: decodeFormFileName(info.filename),
        filePath: path.join(dir, String(files.length)),
        size: 0,
      };
      files.push(file);
      fileStreams.push(stream);
      stream.on("data", (chunk: Buffer) => {
        file.size += chunk.length;
      });
      stream.on("limit", () =>
        fail(refusal(documentMessages.tooLarge(file.name, limits.fileBytes)), "file-size"),
      );
      writes.push(
        pipeline(stream, fs.createWriteStream(file.filePath, { flags: "wx", mode: 0o600 })).catch(
          (error: unknown) => {
            if (settled) return;
            logger.error({ err: error }, "could not spool an uploaded file");
            fail(uploadWriteFailure(error));
          },
        ),
      );
    });
    parser.on("filesLimit", () => fail(refusal(documentMessages.tooManyFiles), "file-count"));
    parser.on("fieldsLimit", () => fail("unreadable"));
    parser.on("partsLimit", () => fail("unreadable"));
    parser.on("error", () => fail("unreadable"));
    parser.on("close", () => {
      void Promise.all(writes).then(() => {
        if (settled) return;
        settled = true;
        resolve({ ok: true, form: { fields, files, dispose } });
      });
    });
    source.pipe(parser);
  });
}
