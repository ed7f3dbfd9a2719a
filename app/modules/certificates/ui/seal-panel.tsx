import { useEffect, useState, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { TextAreaField } from "~/components/form";
import { SEAL_HEIGHT, SEAL_WIDTH } from "../certificate-seal";
import { certificateUiMessages as m } from "./certificate-ui-messages";

export type SealPanelData = {
  snippet: string;
  label: string;
  inForce: boolean;
  previewSrc: string;
};

/**
 * The live seal for the business's website (decision 053): a preview of what
 * it shows now and the HTML to paste. The code is in a read-only text box
 * (select and copy), with a download link that works without JavaScript and
 * a copy button once scripts run.
 */
export function SealPanel({ seal }: { seal: SealPanelData }) {
  const intl = useIntl();
  const [scripted, setScripted] = useState(false);
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => setScripted(true), []);
  async function copy() {
    try {
      await navigator.clipboard.writeText(seal.snippet);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  }
  return (
    <section aria-labelledby="seal-h" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="seal-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.sealTitle} />
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <FormattedMessage
          {...m.sealIntro}
          values={{ label: seal.label, strong: (chunks: ReactNode) => <strong>{chunks}</strong> }}
        />
      </p>
      {seal.inForce ? null : (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <FormattedMessage {...m.sealNotInForce} />
        </p>
      )}
      <figure className="mt-4">
        <img
          src={seal.previewSrc}
          width={SEAL_WIDTH}
          height={SEAL_HEIGHT}
          alt={intl.formatMessage(m.sealPreviewAlt, { label: seal.label })}
          className="max-w-full"
          data-testid="seal-preview"
        />
        <figcaption className="mt-1 text-xs text-slate-600">
          <FormattedMessage {...m.sealPreview} />
        </figcaption>
      </figure>
      <TextAreaField
        id="seal-snippet"
        label={intl.formatMessage(m.sealHtml)}
        labelClassName="mt-4 block text-sm font-medium text-slate-900"
        hint={intl.formatMessage(m.sealHint)}
        hintBefore
        hintClassName="text-sm text-slate-700"
        readOnly
        rows={7}
        value={seal.snippet}
        onFocus={(event) => event.currentTarget.select()}
        controlClassName="mt-2 w-full rounded-md border bg-slate-50 p-2 font-mono text-xs leading-5 text-slate-900"
        data-testid="seal-snippet"
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {scripted ? (
          <button
            type="button"
            onClick={() => void copy()}
            className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <FormattedMessage {...m.copyHtml} />
          </button>
        ) : null}
        <a
          href={`data:text/html;charset=utf-8,${encodeURIComponent(seal.snippet)}`}
          download="accreditation-seal.html"
          className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <FormattedMessage {...m.downloadHtml} />
        </a>
        <span aria-live="polite" className="text-sm text-slate-700">
          {copied === "copied"
            ? intl.formatMessage(m.copied)
            : copied === "failed"
              ? intl.formatMessage(m.copyFailed)
              : ""}
        </span>
      </div>
    </section>
  );
}
