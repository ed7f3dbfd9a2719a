import { Link } from "react-router";
import type { RequiredDocumentCheck } from "~/domain/document-types";

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
  const Heading = `h${headingLevel}` as const;
  const missing = checklist.filter((c) => !c.uploaded).length;
  const headingId = `${id}-heading`;
  return (
    <div data-testid="required-documents" className="text-sm">
      <Heading id={headingId} className="font-semibold text-slate-900">
        Required documents
        <span className="font-normal text-slate-700">
          {missing === 0 ? ": all uploaded" : `: ${missing} of ${checklist.length} missing`}
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
              <span className="text-slate-900">{c.label}:</span>{" "}
              <span className={c.uploaded ? "text-emerald-900" : "font-semibold text-red-800"}>
                {c.uploaded ? "Uploaded" : "Missing"}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {missing > 0 ? (
        <p className="mt-2">
          {uploadTo.startsWith("#") ? (
            <a href={uploadTo} className="font-medium text-brand-800 underline">
              Upload the missing documents
              {context ? <span className="sr-only"> for {context}</span> : null}
            </a>
          ) : (
            <Link to={uploadTo} className="font-medium text-brand-800 underline">
              Upload the missing documents
              {context ? <span className="sr-only"> for {context}</span> : null}
            </Link>
          )}
        </p>
      ) : null}
    </div>
  );
}
