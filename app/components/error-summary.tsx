import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";

const m = defineMessages({
  title: { id: "ui.errorSummary.title", defaultMessage: "There is a problem" },
});

export type ErrorSummaryItem = { field: string; message: string };

/**
 * The GOV.UK error summary: after a failed submit, a box at the top of the
 * form titled "There is a problem" takes focus (and scrolls into view on long
 * forms) and lists each message as a link to its field. `fieldIds` maps a
 * field name to its element id (default `field-<name>`, the Field component's).
 * Renders nothing without errors.
 */
export function ErrorSummary({
  errors,
  fieldIds = {},
  order,
  title,
  description,
}: {
  /** A sentence under the title (the form's own message). */
  description?: string;
  errors: Record<string, string | undefined> | null | undefined;
  fieldIds?: Record<string, string>;
  /** Field names in the order they appear in the form (others follow). */
  order?: readonly string[];
  /** The box's heading (default "There is a problem"). */
  title?: string;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors ?? {}).filter(
    (e): e is [string, string] => typeof e[1] === "string" && e[1].length > 0,
  );
  if (order) {
    const rank = (name: string) => {
      const i = order.indexOf(name);
      return i === -1 ? order.length : i;
    };
    entries.sort((a, b) => rank(a[0]) - rank(b[0]));
  }
  const key = entries.map(([f, m]) => `${f}:${m}`).join("|");

  useEffect(() => {
    if (!key || !ref.current) return;
    ref.current.focus();
    ref.current.scrollIntoView({ block: "start" });
  }, [key]);

  if (entries.length === 0) return null;
  const idFor = (field: string) => fieldIds[field] ?? `field-${field}`;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      data-testid="error-summary"
      className="rounded-md border-2 border-red-700 bg-white p-4 outline-none focus-visible:ring-4 focus-visible:ring-red-300"
    >
      <h2 id="error-summary-title" className="text-lg font-semibold text-red-800">
        {title ?? intl.formatMessage(m.title)}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-800">{description}</p> : null}
      <ul className="mt-2 list-none space-y-1">
        {entries.map(([field, message]) => (
          <li key={field}>
            <a
              href={`#${idFor(field)}`}
              className="font-medium text-red-800 underline"
              onClick={(event) => {
                const target = document.getElementById(idFor(field));
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView({ block: "center" });
                target.focus();
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
