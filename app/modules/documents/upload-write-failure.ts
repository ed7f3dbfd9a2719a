import { AppError } from "~/domain/app-error";
import { isStorageFull } from "~/modules/storage";
import { documentMessages } from "./document-rules";

/**
 * The refusal for a file that could not be written: the disk full (issue
 * 25) says so at the file field — the uploader cannot fix it, and trying
 * later may work (503) —, anything else is the SPEC's "Failed to upload document".
 */
export function uploadWriteFailure(error: unknown): AppError {
  if (isStorageFull(error)) {
    return new AppError("unavailable", documentMessages.storageFull, {
      files: documentMessages.storageFull,
    });
  }
  return new AppError("failed", documentMessages.uploadFailed);
}
