import { FormattedMessage, useIntl } from "react-intl";
import { Form } from "react-router";
import { FormMessage, TextAreaField } from "~/components/form";
import { useFormat } from "~/lib/i18n/use-format";
import {
  calendarFeedText as m,
  CREATE_CALENDAR_FEED_INTENT,
  REVOKE_CALENDAR_FEED_INTENT,
} from "../calendar-feed-messages";

export type CalendarFeedResult =
  | { ok: true; intent: string; message: string; feedUrl?: string }
  | { ok: false; intent: string; message: string };

const buttonClass =
  "rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50";

/** A destructive step behind a disclosure: what happens, then the button that does it. */
function ConfirmStep({
  summary,
  explanation,
  intent,
  confirmLabel,
}: {
  summary: string;
  explanation: string;
  intent: string;
  confirmLabel: string;
}) {
  return (
    <details className="rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-brand-800">{summary}</summary>
      <p className="mt-2 text-sm text-slate-700">{explanation}</p>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value={intent} />
        <button type="submit" className={`${buttonClass} border-red-700 text-red-800`}>
          {confirmLabel}
        </button>
      </Form>
    </details>
  );
}

/**
 * The examiner's private calendar feed on /dashboard/audits: create it, see
 * its address once, get a new address or stop it (each with its
 * consequence said first).
 */
export function CalendarFeedSection({
  feed,
  result,
}: {
  feed: { createdAt: string } | null;
  result: CalendarFeedResult | undefined;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const f = useFormat();
  const feedUrl = result?.ok ? result.feedUrl : undefined;
  return (
    <section
      aria-labelledby="calendar-feed-h"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="calendar-feed-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.heading} />
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <FormattedMessage {...m.intro} />
      </p>
      {result ? (
        <div className="mt-3">
          <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
        </div>
      ) : null}
      {feedUrl ? (
        <div className="mt-3">
          {/* A text area: the whole address stays readable on a phone. */}
          <TextAreaField
            id="calendar-feed-url"
            label={t(m.addressLabel)}
            labelClassName="block text-sm font-medium text-slate-900"
            readOnly
            rows={2}
            value={feedUrl}
            describedBy="calendar-feed-private"
            controlClassName="mt-1 block w-full resize-none rounded-md border bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id="calendar-feed-private" className="mt-1 text-sm text-slate-700">
            <FormattedMessage {...m.private} />
          </p>
        </div>
      ) : null}
      <div className="mt-3 space-y-3">
        {feed ? (
          <>
            <p className="text-sm text-slate-800">
              <FormattedMessage {...m.active} values={{ since: f.date(feed.createdAt) }} />
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <ConfirmStep
                summary={t(m.regenerate)}
                explanation={t(m.confirmRegenerate)}
                intent={CREATE_CALENDAR_FEED_INTENT}
                confirmLabel={t(m.regenerate)}
              />
              <ConfirmStep
                summary={t(m.revoke)}
                explanation={t(m.confirmRevoke)}
                intent={REVOKE_CALENDAR_FEED_INTENT}
                confirmLabel={t(m.revoke)}
              />
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-800">
              <FormattedMessage {...m.none} />
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value={CREATE_CALENDAR_FEED_INTENT} />
              <button type="submit" className={buttonClass}>
                <FormattedMessage {...m.create} />
              </button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
