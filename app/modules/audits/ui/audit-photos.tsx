import { useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { Form, useRevalidator } from "react-router";
import { CheckboxField, FileField } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import type { AuditPhotoSummary } from "../list-audit-photos.server";
import { queueChange } from "../field/field-store";
import { postPhoto } from "../field/field-sync";
import { preparePhoto } from "../field/resize-photo";
import { auditPhotoText } from "../audit-photo-rules";

export const photoMessages = defineMessages({
  photosFor: { id: "audits.photos.for", defaultMessage: "Photos for standard {number}" },
  photoAlt: {
    id: "audits.photos.alt",
    defaultMessage: "Photo {index} for standard {number}, {title}",
  },
  choose: { id: "audits.photos.choose", defaultMessage: "Photo for standard {number}" },
  keepLocation: { id: "audits.photos.keepLocation", defaultMessage: "Keep the location" },
  add: { id: "audits.photos.add", defaultMessage: "Add photo" },
  adding: { id: "audits.photos.adding", defaultMessage: "Adding…" },
  delete: { id: "audits.photos.delete", defaultMessage: "Delete photo {index}" },
  locationKept: { id: "audits.photos.locationKept", defaultMessage: "location kept" },
  queued: {
    id: "audits.photos.queued",
    defaultMessage: "Photo saved on this phone, not yet sent.",
  },
});

export const PHOTO_DELETE_FORM = "photo-delete-form";
export const photoFormId = (number: string) => `photos-${number.replace(/[^0-9A-Za-z-]/g, "_")}`;

/**
 * The thumbnails of one finding's photos (each opens the photo), with delete
 * buttons when allowed; a photo whose deletion waits on the phone is not
 * shown (the others keep their numbers, as the waiting list names them).
 */
export function PhotoThumbs({
  auditId,
  number,
  title,
  photos,
  deletable,
  deletionsWaiting,
}: {
  auditId: string;
  number: string;
  title: string;
  photos: AuditPhotoSummary[];
  deletable: boolean;
  deletionsWaiting?: ReadonlySet<string>;
}) {
  const t = useIntl().formatMessage;
  const shown = photos.map((p, i) => ({ p, i })).filter(({ p }) => !deletionsWaiting?.has(p.id));
  if (shown.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={t(photoMessages.photosFor, { number })}>
      {shown.map(({ p, i }) => (
        <li key={p.id} className="flex flex-col items-start gap-1">
          <a href={`/dashboard/audits/${auditId}/photos/${p.id}`} target="_blank" rel="noreferrer">
            <img
              src={`/dashboard/audits/${auditId}/photos/${p.id}?thumb=1`}
              alt={t(photoMessages.photoAlt, { index: i + 1, number, title })}
              width={Math.round((96 * p.width) / Math.max(p.width, p.height))}
              height={Math.round((96 * p.height) / Math.max(p.width, p.height))}
              loading="lazy"
              className="rounded border border-slate-300 object-cover"
            />
          </a>
          {p.locationKept ? (
            <span className="text-xs text-slate-600">{t(photoMessages.locationKept)}</span>
          ) : null}
          {deletable ? (
            <button
              type="submit"
              form={PHOTO_DELETE_FORM}
              name="photoId"
              value={p.id}
              className="rounded border border-red-300 px-2 py-0.5 text-xs text-red-800 hover:bg-red-50"
            >
              {t(photoMessages.delete, { index: i + 1 })}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The "Add photo" controls of one finding: they belong to the finding's own photo form (`form=`). */
export function PhotoAddControls({
  number,
  error,
  pending,
  queued,
}: {
  number: string;
  error?: string;
  pending: boolean;
  queued: boolean;
}) {
  const t = useIntl().formatMessage;
  const formId = photoFormId(number);
  const inputId = `${formId}-file`;
  return (
    <div className="mt-2 space-y-1">
      <FileField
        id={inputId}
        form={formId}
        name="files"
        label={t(photoMessages.choose, { number })}
        labelClassName="block text-xs font-medium text-slate-700"
        accept="image/*"
        capture="environment"
        error={error}
      />
      <div className="flex flex-wrap items-center gap-3">
        <CheckboxField
          id={`${inputId}-keep`}
          form={formId}
          name="keepLocation"
          value="yes"
          label={t(photoMessages.keepLocation)}
        />
        <button
          type="submit"
          form={formId}
          disabled={pending}
          className="rounded-md border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t(pending ? photoMessages.adding : photoMessages.add)}
        </button>
      </div>
      {queued ? (
        <p className="text-sm text-sky-900" role="status">
          {t(photoMessages.queued)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Adds photos with JavaScript (issue 37): prepared on the device (resized,
 * location removed unless kept), sent at once when online, else kept on the
 * phone and sent with the other changes when the connection returns. Without
 * JavaScript the photo forms post as they are.
 */
export function usePhotoUploader(auditId: string) {
  const revalidator = useRevalidator();
  const intl = useIntl();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<string | null>(null);
  const [queued, setQueued] = useState<Record<string, boolean>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>, number: string) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem("files") as HTMLInputElement | null;
    const keep = (form.elements.namedItem("keepLocation") as HTMLInputElement | null)?.checked;
    const file = input?.files?.[0];
    const fail = (message: string) => setErrors((e) => ({ ...e, [number]: message }));
    setErrors((e) => ({ ...e, [number]: "" }));
    setQueued((q) => ({ ...q, [number]: false }));
    if (!file) return fail(intl.formatMessage(auditPhotoText.choosePhoto));
    setPending(number);
    try {
      const prepared = await preparePhoto(file, Boolean(keep));
      const photo = {
        key: crypto.randomUUID(),
        kind: "photo" as const,
        standardNumber: number,
        keepLocation: Boolean(keep),
        name: prepared.name,
        blob: prepared.blob,
      };
      const keepOnPhone = async () => {
        await queueChange(photo, auditId);
        setQueued((q) => ({ ...q, [number]: true }));
        form.reset();
      };
      if (!navigator.onLine) return await keepOnPhone();
      let response: Response;
      try {
        response = await postPhoto(auditId, photo);
      } catch {
        return await keepOnPhone();
      }
      const answer = (await response.json().catch(() => null)) as { message?: string } | null;
      if (!response.ok) {
        return fail(answer?.message ?? intl.formatMessage(auditPhotoText.failed));
      }
      form.reset();
      await revalidator.revalidate();
    } finally {
      setPending(null);
    }
  }

  return { errors, pending, queued, onSubmit };
}

/**
 * The photo forms, outside the report form (forms do not nest): one per
 * standard, and the delete form (its first post asks for confirmation).
 */
export function PhotoForms({
  auditId,
  numbers,
  uploader,
}: {
  auditId: string;
  numbers: string[];
  uploader: ReturnType<typeof usePhotoUploader>;
}) {
  return (
    <>
      {numbers.map((n) => (
        <form
          key={n}
          id={photoFormId(n)}
          method="post"
          action={`/dashboard/audits/${auditId}/photos`}
          encType="multipart/form-data"
          onSubmit={(e) => void uploader.onSubmit(e, n)}
          hidden
        >
          <input type="hidden" name="standardNumber" value={n} />
        </form>
      ))}
      <Form id={PHOTO_DELETE_FORM} method="post" preventScrollReset hidden>
        <input type="hidden" name="intent" value="deletePhoto" />
      </Form>
    </>
  );
}
