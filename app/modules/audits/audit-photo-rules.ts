import { defineMessages } from "~/lib/i18n/messages";

/** The private bucket of audit photos (issue 37): read only through the photo route. */
export const AUDIT_PHOTO_BUCKET = "audit-photos";
/** The largest photo accepted, as sent (programme constant, issue 37). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** The most pixels a photo may declare: past it, a decompression bomb is refused unread. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** The longest side of a photo as stored (resized on the device, and again on the server). */
export const PHOTO_LONGEST_SIDE = 2000;
/** The longest side of the thumbnails beside each finding. */
export const PHOTO_THUMB_SIDE = 320;
/** The image kinds accepted (by content): what every browser shows and sharp reads. */
export const photoKinds = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
} as const;
export const PHOTO_NAME_MAX = 200;

/** The photos' refusals and answers (English; translated at the edge, decision 086). */
export const auditPhotoText = defineMessages({
  notFound: { id: "audits.photos.error.notFound", defaultMessage: "Photo not found" },
  choosePhoto: { id: "audits.photos.error.choose", defaultMessage: "Choose a photo to add" },
  notImage: {
    id: "audits.photos.error.notImage",
    defaultMessage: "This file is not a photo: choose a JPEG, PNG or WebP image",
  },
  tooLarge: {
    id: "audits.photos.error.tooLarge",
    defaultMessage: "This photo is larger than 10 MB: choose a smaller one",
  },
  tooManyPixels: {
    id: "audits.photos.error.tooManyPixels",
    defaultMessage:
      "This image has too many pixels to be a photo (more than 40 megapixels) and was not opened",
  },
  oneAtATime: { id: "audits.photos.error.oneAtATime", defaultMessage: "Add one photo at a time" },
  unknownStandard: {
    id: "audits.photos.error.unknownStandard",
    defaultMessage: "This audit has no such standard",
  },
  deleteClosed: {
    id: "audits.photos.error.deleteClosed",
    defaultMessage: "Photos of a completed or cancelled audit cannot be deleted",
  },
  keyUsed: {
    id: "audits.photos.error.keyUsed",
    defaultMessage: "This upload was already used for another audit",
  },
  added: { id: "audits.photos.added", defaultMessage: "Photo added." },
  deleted: { id: "audits.photos.deleted", defaultMessage: "Photo deleted." },
  failed: {
    id: "audits.photos.error.failed",
    defaultMessage: "The photo could not be saved. Please try again.",
  },
});

/** The notices of the photo form without JavaScript (a code in the address, never free text). */
export const photoNoticeCodes = [
  "added",
  "notImage",
  "tooLarge",
  "tooManyPixels",
  "oneAtATime",
  "unknownStandard",
  "choosePhoto",
  "failed",
] as const;
export type PhotoNoticeCode = (typeof photoNoticeCodes)[number];

/** The notice code of an upload's refusal (its English message). */
export function photoNoticeCode(message: string): PhotoNoticeCode {
  const code = photoNoticeCodes.find(
    (c) => c !== "added" && auditPhotoText[c].defaultMessage === message,
  );
  return code ?? "failed";
}

export function isPhotoNoticeCode(value: unknown): value is PhotoNoticeCode {
  return (photoNoticeCodes as readonly unknown[]).includes(value);
}
