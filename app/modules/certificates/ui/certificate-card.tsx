import { FormattedMessage, useIntl } from "react-intl";
import { siteNameMessage } from "~/lib/site-config";
import { certificateUiMessages as m } from "./certificate-ui-messages";

export type CertificateCardProps = {
  businessName: string;
  addressLines: string[];
  certificateNumber: string;
  issueDate: string;
  expiryDate: string;
  qrDataUrl: string;
  verificationUrl: string;
  /** The standards version of the audit the certificate rests on. */
  standardsVersion?: string | null;
  /** A certificate no longer in force is stamped like its PDF: "REVOKED on …" / "EXPIRED on …". */
  stamp?: string | null;
};

/** The certificate on screen, laid out like the PDF (landscape, framed, QR on the right). */
export function CertificateCard(props: CertificateCardProps) {
  const intl = useIntl();
  return (
    <article
      aria-label={intl.formatMessage(m.cardLabel, { number: props.certificateNumber })}
      className="relative mx-auto w-full max-w-4xl border-[6px] border-brand-800 bg-white p-1.5 sm:aspect-[297/210] sm:p-2"
    >
      {props.stamp ? (
        <p
          data-testid="certificate-stamp"
          className="pointer-events-none absolute top-1/2 left-1/2 z-10 -translate-x-1/2 -translate-y-1/2 -rotate-12 rounded border-4 border-red-700 bg-white/85 px-4 py-2 text-center font-serif text-2xl font-bold tracking-widest whitespace-nowrap text-red-700 sm:text-4xl"
        >
          {props.stamp}
        </p>
      ) : null}
      <div className="flex h-full flex-col border border-brand-800 px-4 py-4 sm:px-10 sm:py-7">
        <p className="text-center text-xs font-bold tracking-widest text-brand-800 uppercase">
          <FormattedMessage {...siteNameMessage} />
        </p>
        <h2 className="mt-1 text-center font-serif text-xl font-bold text-brand-800 sm:text-4xl">
          <FormattedMessage {...m.cardTitle} />
        </h2>
        <p className="mt-3 text-center text-sm text-slate-700">
          <FormattedMessage {...m.certifies} />
        </p>
        <p className="text-center font-serif text-xl font-bold break-words text-slate-900 sm:text-3xl">
          {props.businessName}
        </p>
        <p className="mt-1 text-center text-xs text-slate-700 sm:text-sm">
          {props.addressLines.join(", ")}
        </p>
        <p className="mt-2 text-center text-xs text-slate-900 sm:text-sm">
          {props.standardsVersion ? (
            <FormattedMessage {...m.meetsVersion} values={{ version: props.standardsVersion }} />
          ) : (
            <FormattedMessage {...m.meets} />
          )}
        </p>
        <div className="mt-4 flex flex-wrap items-end justify-between gap-4 sm:mt-auto sm:flex-nowrap">
          <div className="min-w-0 space-y-4">
            <dl className="space-y-1.5 text-sm">
              <div>
                <dt className="text-xs text-slate-600">
                  <FormattedMessage {...m.certificateNumber} />
                </dt>
                <dd className="font-bold break-all text-slate-900">{props.certificateNumber}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">
                  <FormattedMessage {...m.colIssued} />
                </dt>
                <dd className="font-bold text-slate-900">{props.issueDate}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-600">
                  <FormattedMessage {...m.validUntil} />
                </dt>
                <dd className="font-bold text-slate-900">{props.expiryDate}</dd>
              </div>
            </dl>
            <div className="hidden gap-8 sm:flex">
              <p className="w-44 border-t border-slate-900 pt-1 text-center text-xs text-slate-900">
                <FormattedMessage {...m.director} />
              </p>
              <p className="w-44 border-t border-slate-900 pt-1 text-center text-xs text-slate-900">
                <FormattedMessage {...m.chair} />
              </p>
            </div>
          </div>
          <figure className="shrink-0 text-center">
            <img
              src={props.qrDataUrl}
              alt={intl.formatMessage(m.qrAlt, { url: props.verificationUrl })}
              className="h-24 w-24 sm:h-32 sm:w-32"
            />
            <figcaption className="mt-1 text-xs text-slate-700">
              <FormattedMessage {...m.scan} />
            </figcaption>
          </figure>
        </div>
      </div>
    </article>
  );
}
