import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { useFormat } from "~/lib/i18n/use-format";
import { RequiredDocumentsChecklist, StatusBadge } from "~/modules/applications";
import { certificateViewPath } from "~/modules/certificates";
import type {
  AccreditationProgressList,
  TrackedApplication,
} from "../list-accreditation-progress.server";
import type { StepState } from "../accreditation-progress";
import { overviewMessages as m, stepLabelMessages, stepStateMessages } from "./overview-messages";
import { EmptyState, MoreLink, Panel } from "./panel";

/** A step's label in the reader's language. */
function useStepLabel() {
  const intl = useIntl();
  return (label: string) => {
    const message = stepLabelMessages[label];
    return message ? intl.formatMessage(message) : label;
  };
}

const stateStyles: Record<StepState, { item: string; marker: string }> = {
  done: {
    item: "border-slate-200 bg-white text-slate-800",
    marker: "bg-emerald-700 text-white",
  },
  current: {
    item: "border-brand-700 border-2 bg-brand-50 text-slate-900",
    marker: "bg-brand-700 text-white",
  },
  upcoming: {
    item: "border-dashed border-slate-300 bg-white text-slate-700",
    marker: "border border-slate-400 bg-white text-slate-700",
  },
};

/**
 * One application as steps of the accreditation: an ordered list whose
 * current step carries aria-current="step", each state written out in words
 * (not colour only), and the next action as a link.
 */
function Tracker({ app }: { app: TrackedApplication }) {
  const intl = useIntl();
  const stepLabel = useStepLabel();
  const { steps, currentNumber, next } = app.progress;
  const current = currentNumber ? steps[currentNumber - 1] : null;
  const headingId = `track-${app.id}`;
  return (
    <li className="py-4 first:pt-2" data-testid="overview-application">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          <Link to={`/dashboard/applications/${app.id}`} className="text-brand-800 hover:underline">
            {app.businessName}
          </Link>
          {app.renewal ? (
            <span className="ml-2 text-sm font-normal text-slate-700">
              <FormattedMessage {...m.renewal} />
            </span>
          ) : null}
        </h3>
        <StatusBadge status={app.status} accreditation={app.accreditation} />
      </div>
      <p className="mt-1 text-sm text-slate-700" data-testid="current-step">
        {current
          ? intl.formatMessage(m.stepOf, {
              number: currentNumber,
              count: steps.length,
              label: stepLabel(current.label),
            })
          : intl.formatMessage(m.allDone)}
      </p>
      <ol
        className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4"
        aria-labelledby={headingId}
        aria-describedby={`${headingId}-legend`}
      >
        {steps.map((step, i) => (
          <li
            key={step.key}
            aria-current={step.state === "current" ? "step" : undefined}
            data-state={step.state}
            className={`flex items-center gap-2 rounded-md border px-2.5 py-2 text-sm ${stateStyles[step.state].item}`}
          >
            <span
              aria-hidden="true"
              className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${stateStyles[step.state].marker}`}
            >
              {step.state === "done" ? "✓" : i + 1}
            </span>
            <span className="min-w-0">
              <span className={step.state === "current" ? "font-semibold" : undefined}>
                {stepLabel(step.label)}
              </span>
              <span className="block text-xs text-slate-700">
                <FormattedMessage {...stepStateMessages[step.state]} />
              </span>
            </span>
          </li>
        ))}
      </ol>
      <p id={`${headingId}-legend`} className="sr-only">
        <FormattedMessage {...m.legend} values={{ count: steps.length }} />
      </p>
      {app.certificate ? <CertificateHistory app={app} certificate={app.certificate} /> : null}
      {next.tone === "alert" ? (
        <div
          className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950"
          data-testid="overview-alert"
          role="note"
        >
          <p className="font-semibold">{next.title}</p>
          <p className="mt-1">{next.text}</p>
          {next.action ? (
            <Link
              to={next.action.to}
              className="mt-1 inline-block font-medium text-red-900 underline"
            >
              {next.action.label}
            </Link>
          ) : null}
        </div>
      ) : (
        <div className="mt-3 text-sm text-slate-800" data-testid="next-action">
          <p>
            <span className="font-semibold text-slate-900">{intl.formatMessage(m.next)}</span>
            {intl.formatMessage(m.nextLine, { title: next.title, text: next.text })}
          </p>
          {next.checklist ? (
            <div className="mt-2">
              <RequiredDocumentsChecklist
                id={`${headingId}-documents`}
                checklist={next.checklist}
                uploadTo={`/dashboard/applications/${app.id}#documents`}
                headingLevel={4}
                context={app.businessName}
              />
            </div>
          ) : null}
          {next.action ? (
            <p className="mt-2">
              <Link
                to={next.action.to}
                className="inline-block rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
              >
                {next.action.label}
                <span className="sr-only">
                  {intl.formatMessage(m.forBusiness, { name: app.businessName })}
                </span>
              </Link>
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}

/** The accreditation's current certificate and the renewals that kept it going. */
function CertificateHistory({
  app,
  certificate,
}: {
  app: TrackedApplication;
  certificate: NonNullable<TrackedApplication["certificate"]>;
}) {
  const intl = useIntl();
  const f = useFormat();
  return (
    <div className="mt-3 text-sm text-slate-800" data-testid="accreditation-history">
      <p>
        <FormattedMessage
          {...m.certificate}
          values={{
            number: certificate.certificateNumber,
            link: (chunks: ReactNode) => (
              <Link
                to={certificateViewPath(certificate.id)}
                className="font-medium text-brand-800 underline"
              >
                {chunks}
              </Link>
            ),
            since: (
              <time dateTime={certificate.accreditedSince}>
                {f.date(certificate.accreditedSince)}
              </time>
            ),
            until: <time dateTime={certificate.expiryDate}>{f.date(certificate.expiryDate)}</time>,
          }}
        />
      </p>
      {app.renewals.length > 0 ? (
        <p className="mt-1">
          {intl.formatMessage(m.renewed)}
          {app.renewals.map((renewal, i) => (
            <span key={renewal.id}>
              {i > 0 ? ", " : null}
              <Link
                to={`/dashboard/applications/${renewal.id}`}
                className="text-brand-800 underline"
              >
                <time dateTime={renewal.completedAt}>{f.date(renewal.completedAt)}</time>
                <span className="sr-only">{intl.formatMessage(m.renewalApplication)}</span>
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

export function AccreditationTrackerPanel({ data }: { data: AccreditationProgressList }) {
  const intl = useIntl();
  return (
    <Panel id="progress" title={intl.formatMessage(m.trackerTitle)} className="lg:col-span-4">
      {data.applications.length === 0 ? (
        <>
          <EmptyState>
            <FormattedMessage {...m.noApplication} />
          </EmptyState>
          <p className="mt-3">
            <Link
              to="/dashboard/applications/new"
              className="inline-block rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <FormattedMessage {...m.start} />
            </Link>
          </p>
        </>
      ) : (
        <ul className="divide-y divide-slate-200">
          {data.applications.map((app) => (
            <Tracker key={app.id} app={app} />
          ))}
        </ul>
      )}
      {data.total > data.applications.length ? (
        <MoreLink to="/dashboard/applications">
          <FormattedMessage {...m.seeAll} values={{ count: data.total }} />
        </MoreLink>
      ) : null}
      {data.applications.length > 0 ? (
        <MoreLink to="/dashboard/applications/new">
          <FormattedMessage {...m.startAnother} />
        </MoreLink>
      ) : null}
    </Panel>
  );
}
