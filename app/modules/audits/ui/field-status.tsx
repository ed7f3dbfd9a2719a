import { FormattedMessage, useIntl } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";
import { findingMessages, recommendationMessages, type Finding } from "../audit-rules";
import { syncText } from "../audit-sync-rules";
import type { FieldQueue } from "../field/use-field-queue";
import type { QueuedChange } from "../field/field-store";
import type { Recommendation } from "../audit-rules";

export const fieldMessages = defineMessages({
  offline: {
    id: "audits.field.offline",
    defaultMessage:
      "No connection. What you save is kept on this phone and sent when the connection returns.",
  },
  waiting: {
    id: "audits.field.waiting",
    defaultMessage:
      "Saved on this phone, not yet sent: {count, plural, one {# change} other {# changes}} waiting.",
  },
  sending: { id: "audits.field.sending", defaultMessage: "Sending what this phone kept…" },
  sendNow: { id: "audits.field.sendNow", defaultMessage: "Send now" },
  statusTitle: { id: "audits.field.statusTitle", defaultMessage: "Changes on this phone" },
  refusedTitle: { id: "audits.field.refusedTitle", defaultMessage: "Not accepted by the server" },
  refusedIntro: {
    id: "audits.field.refusedIntro",
    defaultMessage:
      "This phone kept these changes, but the server did not accept them. Nothing is lost: compare them with the report and record them again if needed.",
  },
  thisPhone: { id: "audits.field.thisPhone", defaultMessage: "On this phone: {value}" },
  onServer: { id: "audits.field.onServer", defaultMessage: "Now on the server: {value}" },
  dismiss: { id: "audits.field.dismiss", defaultMessage: "Dismiss" },
  findingChange: {
    id: "audits.field.findingChange",
    defaultMessage: "Standard {number}: {finding}",
  },
  withNotes: { id: "audits.field.withNotes", defaultMessage: "{finding} ({notes})" },
  recommendationChange: {
    id: "audits.field.recommendationChange",
    defaultMessage: "Recommendation: {recommendation}",
  },
  photoChange: {
    id: "audits.field.photoChange",
    defaultMessage: "Photo for standard {number}: {name}",
  },
  photoDeletion: {
    id: "audits.field.photoDeletion",
    defaultMessage: "Delete photo {index} for standard {number}",
  },
  notRecorded: { id: "audits.field.notRecorded", defaultMessage: "not recorded" },
  completeOffline: {
    id: "audits.field.completeOffline",
    defaultMessage:
      "Completing the audit needs a connection. Your changes are kept on this phone; complete the audit once they are sent.",
  },
});

type Intl = ReturnType<typeof useIntl>;

function findingText(intl: Intl, finding: string, notes: string) {
  const label = finding
    ? intl.formatMessage(findingMessages[finding as Finding] ?? fieldMessages.notRecorded)
    : intl.formatMessage(fieldMessages.notRecorded);
  return notes ? intl.formatMessage(fieldMessages.withNotes, { finding: label, notes }) : label;
}

function recommendationText(intl: Intl, value: string) {
  return value
    ? intl.formatMessage(
        recommendationMessages[value as Recommendation] ?? fieldMessages.notRecorded,
      )
    : intl.formatMessage(fieldMessages.notRecorded);
}

/** What one kept change says, in the reader's language. */
export function describeChange(intl: Intl, change: QueuedChange): string {
  switch (change.kind) {
    case "finding":
      return intl.formatMessage(fieldMessages.findingChange, {
        number: change.standardNumber,
        finding: findingText(intl, change.finding, change.notes),
      });
    case "recommendation":
      return intl.formatMessage(fieldMessages.recommendationChange, {
        recommendation: recommendationText(intl, change.recommendation),
      });
    case "photo":
      return intl.formatMessage(fieldMessages.photoChange, {
        number: change.standardNumber,
        name: change.name,
      });
    case "photoDeletion":
      return intl.formatMessage(fieldMessages.photoDeletion, {
        number: change.standardNumber,
        index: change.index,
      });
  }
}

/**
 * The audit page's account of what the device holds (issue 37): offline,
 * "saved on this phone, not yet sent" with the count (and, when "Save and
 * complete" was kept, that completing needs a connection), and each change
 * the server refused with why (and, for a finding changed on another device,
 * the server's value beside this phone's), kept until dismissed.
 */
export function FieldStatus({
  queue,
  completionKept = false,
}: {
  queue: FieldQueue;
  /** "Save and complete audit" was posted without a connection: the changes are kept, the completion not. */
  completionKept?: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (!queue.ready) return null;
  const waiting = queue.waiting.length;
  if (queue.online && waiting === 0 && queue.refused.length === 0 && !queue.sending) return null;
  return (
    <section
      aria-label={t(fieldMessages.statusTitle)}
      className="space-y-3"
      data-testid="field-status"
    >
      <div role="status" aria-live="polite" className="space-y-2">
        {!queue.online ? (
          <p className="rounded-md border border-orange-300 bg-orange-50 p-3 text-orange-950">
            <FormattedMessage {...fieldMessages.offline} />
          </p>
        ) : null}
        {waiting > 0 ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md border border-sky-300 bg-sky-50 p-3 text-sky-950">
            <p className="font-medium">
              {queue.sending
                ? t(fieldMessages.sending)
                : t(fieldMessages.waiting, { count: waiting })}
            </p>
            {queue.online && !queue.sending ? (
              <button
                type="button"
                onClick={() => void queue.sendNow()}
                className="rounded-md border border-sky-700 px-3 py-1 text-sm font-semibold text-sky-900 hover:bg-sky-100"
              >
                {t(fieldMessages.sendNow)}
              </button>
            ) : null}
            <ul className="w-full list-disc pl-5 text-sm">
              {queue.waiting.map((c) => (
                <li key={c.key}>{describeChange(intl, c)}</li>
              ))}
            </ul>
            {completionKept ? (
              <p className="w-full text-sm">{t(fieldMessages.completeOffline)}</p>
            ) : null}
          </div>
        ) : completionKept && !queue.online ? (
          <p className="rounded-md border border-sky-300 bg-sky-50 p-3 text-sky-950">
            {t(fieldMessages.completeOffline)}
          </p>
        ) : null}
      </div>
      {queue.refused.length > 0 ? (
        <div className="rounded-md border border-red-300 bg-red-50 p-3 text-red-950" role="alert">
          <h3 className="font-semibold">{t(fieldMessages.refusedTitle)}</h3>
          <p className="mt-1 text-sm">{t(fieldMessages.refusedIntro)}</p>
          <ul className="mt-2 space-y-3">
            {queue.refused.map((r) => {
              const answer = r.answer;
              const why =
                answer.reason === "photo"
                  ? answer.message
                  : t(syncText[answer.reason] ?? syncText.invalid);
              const server = "server" in answer ? answer.server : undefined;
              return (
                <li key={r.key} className="rounded border border-red-200 bg-white p-2 text-sm">
                  <p className="font-medium">
                    {t(fieldMessages.thisPhone, { value: describeChange(intl, r.change) })}
                  </p>
                  {server ? (
                    <p>
                      {t(fieldMessages.onServer, {
                        value:
                          r.change.kind === "recommendation"
                            ? recommendationText(intl, server.finding)
                            : findingText(intl, server.finding, server.notes),
                      })}
                    </p>
                  ) : null}
                  <p className="text-red-900">{why}</p>
                  <button
                    type="button"
                    onClick={() => void queue.dismiss(r.key)}
                    className="mt-1 rounded-md border border-slate-300 px-3 py-1 text-slate-800 hover:bg-slate-50"
                  >
                    {t(fieldMessages.dismiss)}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
