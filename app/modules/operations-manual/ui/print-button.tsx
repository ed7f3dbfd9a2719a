import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";

const m = defineMessages({
  print: { id: "manualPublic.print", defaultMessage: "Print or save as PDF" },
});

/** "Print or save as PDF" (shown once JavaScript runs; the browser's own print works without it). */
export function PrintButton() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="no-print rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      <FormattedMessage {...m.print} />
    </button>
  );
}
