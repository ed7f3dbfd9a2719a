import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { RequiredDocumentCheck } from "~/domain/document-types";
import { defineMessages } from "~/lib/i18n/messages";
import { documentTypeMessages } from "./document-type-messages";

const m = defineMessages({
  heading: { id: "applications.requiredDocuments.heading", defaultMessage: "Required documents" },
  allUploaded: {
    id: "applications.requiredDocuments.allUploaded",
    defaultMessage: ": all uploaded",
  },
  missingCount: {
    id: "applications.requiredDocuments.missingCount",
    defaultMessage: ": {missing} of {count} missing",
  },
  item: { id: "applications.requiredDocuments.item", defaultMessage: "{label}:" },
  uploaded: { id: "applications.requiredDocuments.uploaded", defaultMessage: "Uploaded" },
  missing: { id: "applications.requiredDocuments.missing", defaultMessage: "Missing" },
  upload: {
    id: "applications.requiredDocuments.upload",
    defaultMessage: "Upload the missing documents",
  },
  forContext: { id: "applications.requiredDocuments.for", defaultMessage: " for {name}" },
});

/**
 * The required documents of an application before it is submitted (issue
 * 19): each type with "Uploaded" or "Missing" in words (the check or cross
 * is decoration), and a link to the upload form while one is missing.
 * `uploadTo`: the upload section (`#documents` on the application page, or
 * the application page's `#documents` from elsewhere).
 */
export function RequiredDocumentsChecklist({
  checklist,
  uploadTo,
  headingLevel = 3,
  id,
  context,
}: {
  checklist: readonly RequiredDocumentCheck[];
  uploadTo: string;
  headingLevel?: 2 | 3 | 4;
  /** Unique on the page: names the list (several trackers on one overview). */
  id: string;
  /** Added for screen readers to the link when several checklists share a page (the business name). */
  context?: string;
}) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const typeLabel = (c: RequiredDocumentCheck) =>
    Object.hasOwn(documentTypeMessages, c.type)
      ? intl.formatMessage(documentTypeMessages[c.type as keyof typeof documentTypeMessages])
      : c.label;
  const forContext = context ? (
    <span className="sr-only">{intl.formatMessage(m.forContext, { name: context })}</span>
  ) : null;
  const missing = checklist.filter((c) => !c.uploaded).length;
  const headingId = `${id}-heading`;
  return (
    <div data-testid="required-documents" className="text-sm">
      <Heading id={headingId} className="font-semibold text-slate-900">
        {intl.formatMessage(m.heading)}
        <span className="font-normal text-slate-700">
          {missing === 0
            ? intl.formatMessage(m.allUploaded)
            : intl.formatMessage(m.missingCount, { missing, count: checklist.length })}
        </span>
      </Heading>
      <ul aria-labelledby={headingId} className="mt-1 space-y-1">
        {checklist.map((c) => (
          <li
            key={c.type}
            data-state={c.uploaded ? "uploaded" : "missing"}
            className="flex items-center gap-2"
          >
            <span
              aria-hidden="true"
              className={`flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                c.uploaded
                  ? "bg-emerald-700 text-white"
                  : "border border-red-700 bg-white text-red-800"
              }`}
            >
              {c.uploaded ? "✓" : "✗"}
            </span>
            <span>
              <span className="text-slate-900">
                {intl.formatMessage(m.item, { label: typeLabel(c) })}
              </span>{" "}
              <span className={c.uploaded ? "text-emerald-900" : "font-semibold text-red-800"}>
                {intl.formatMessage(c.uploaded ? m.uploaded : m.missing)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {missing > 0 ? (
        <p className="mt-2">
          {uploadTo.startsWith("#") ? (
            <a href={uploadTo} className="font-medium text-brand-800 underline">
              {intl.formatMessage(m.upload)}
              {forContext}
            </a>
          ) : (
            <Link to={uploadTo} className="font-medium text-brand-800 underline">
              {intl.formatMessage(m.upload)}
              {forContext}
            </Link>
          )}
        </p>
      ) : null}
    </div>
  );
}
