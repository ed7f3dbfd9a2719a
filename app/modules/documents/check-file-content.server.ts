import { fileTypeFromBuffer, fileTypeFromFile } from "file-type";
import {
  allowedFileKinds,
  documentMessages,
  MAX_FILE_BYTES,
  type AllowedFileKind,
} from "./document-rules";

export type CheckedFile = { kind: AllowedFileKind; mime: string; extension: string };

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * Checks one uploaded file by its CONTENT (magic bytes, via file-type; DOCX
 * and XLSX are told apart by their ZIP entries) and that the name's extension
 * agrees with what the content is. Returns the message for the user when the
 * file is refused.
 */
export async function checkFileContent(
  file: { name: string; bytes: Uint8Array } | { name: string; filePath: string; size: number },
): Promise<{ ok: true; file: CheckedFile } | { ok: false; message: string }> {
  const size = "bytes" in file ? file.bytes.byteLength : file.size;
  if (size > MAX_FILE_BYTES) {
    return { ok: false, message: documentMessages.tooLarge(file.name) };
  }
  // A spooled upload is sniffed from its file (file-type reads only what it needs).
  const detected =
    size === 0
      ? undefined
      : "bytes" in file
        ? await fileTypeFromBuffer(file.bytes)
        : await fileTypeFromFile(file.filePath);
  const kind = detected && Object.hasOwn(allowedFileKinds, detected.ext) ? detected.ext : null;
  const extension = fileExtension(file.name);
  if (
    !kind ||
    !(allowedFileKinds[kind as AllowedFileKind].extensions as readonly string[]).includes(extension)
  ) {
    return { ok: false, message: documentMessages.notAllowed(file.name) };
  }
  const allowed = allowedFileKinds[kind as AllowedFileKind];
  return { ok: true, file: { kind: kind as AllowedFileKind, mime: allowed.mime, extension } };
}
