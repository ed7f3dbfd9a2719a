import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { FormMessage, RowCheckbox, SubmitButton } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import type { DocumentType } from "~/domain/document-types";
import { documentTypeMessages } from "~/modules/applications";
import { reminderSkipMessages, type ReminderSkipReason } from "../reminder-messages";

const m = defineMessages({
  select: { id: "documents.reminder.select", defaultMessage: "Select {businessName}" },
  noReminderFor: { id: "documents.reminder.noReminderFor", defaultMessage: "No reminder for:" },
  skipped: { id: "documents.reminder.skipped", defaultMessage: "{businessName}: {reason}" },
  confirmTitle: {
    id: "documents.reminder.confirmTitle",
    defaultMessage: "Send reminders about missing documents?",
  },
  willGet: {
    id: "documents.reminder.willGet",
    defaultMessage:
      "{count, plural, one {# business} other {# businesses}} will get an e-mail listing the documents their application still needs:",
  },
  missing: { id: "documents.reminder.missing", defaultMessage: "<b>{businessName}</b>: {missing}" },
  noneNeeds: {
    id: "documents.reminder.noneNeeds",
    defaultMessage: "None of the selected applications needs a reminder.",
  },
  sending: { id: "documents.reminder.sending", defaultMessage: "Sending…" },
  send: {
    id: "documents.reminder.send",
    defaultMessage: "Send {count, plural, one {# reminder} other {# reminders}}",
  },
  cancel: { id: "documents.reminder.cancel", defaultMessage: "Cancel" },
  remindSelected: {
    id: "documents.reminder.remindSelected",
    defaultMessage: "Remind selected about missing documents…",
  },
  hint: {
    id: "documents.reminder.hint",
    defaultMessage: "Select applications in the list first; you confirm before anything is sent.",
  },
});

const medium = (chunks: React.ReactNode[]) => <span className="font-medium">{chunks}</span>;

/** The form the list's selection checkboxes belong to (`form=` attribute). */
export const REMINDER_FORM_ID = "remind-missing-documents";

export type ReminderPlanView = {
  /** `missing`: the missing documents' types. */
  remind: { id: string; businessName: string; missing: string[] }[];
  skipped: { id: string; businessName: string; reason: ReminderSkipReason }[];
};

export type ReminderActionData =
  | { ok: true; stage: "confirm"; plan: ReminderPlanView }
  | { ok: true; stage: "done"; message: string; plan: ReminderPlanView }
  | { ok: false; message: string };

/** A row's selection box, outside the form in the table, joined to it by `form=`. */
export function ReminderCheckbox({ id, businessName }: { id: string; businessName: string }) {
  const intl = useIntl();
  return (
    <RowCheckbox
      name="applicationId"
      value={id}
      form={REMINDER_FORM_ID}
      label={intl.formatMessage(m.select, { businessName })}
      className="h-5 w-5 rounded border-slate-400"
    />
  );
}

function Skipped({ plan }: { plan: ReminderPlanView }) {
  const intl = useIntl();
  if (plan.skipped.length === 0) return null;
  return (
    <>
      <p className="mt-3 text-sm text-slate-800">
        <FormattedMessage {...m.noReminderFor} />
      </p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
        {plan.skipped.map((s) => (
          <li key={s.id}>
            {intl.formatMessage(m.skipped, {
              businessName: s.businessName,
              reason: reminderSkipMessages[s.reason]
                ? intl.formatMessage(reminderSkipMessages[s.reason])
                : s.reason,
            })}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Bulk "remind applicants with missing documents" (staff, issue 12): select
 * applications, then a confirmation that says who gets which reminder, then
 * the result. Plain forms: works without JavaScript.
 */
export function MissingDocumentsReminder({ result }: { result?: ReminderActionData }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const location = useLocation();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const plan = result?.ok && result.stage === "confirm" ? result.plan : null;
  return (
    <div className="space-y-3">
      {result && !result.ok ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      {result?.ok && result.stage === "done" ? (
        <FormMessage kind="success">
          {result.message}
          {result.plan.skipped.length ? <Skipped plan={result.plan} /> : null}
        </FormMessage>
      ) : null}
      {plan ? (
        <section
          aria-labelledby="remind-confirm-h"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="remind-confirm-h" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.confirmTitle} />
          </h2>
          {plan.remind.length ? (
            <>
              <p className="mt-1 text-sm text-slate-800">
                <FormattedMessage {...m.willGet} values={{ count: plan.remind.length }} />
              </p>
              <ul className="mt-2 list-disc pl-5 text-sm text-slate-900">
                {plan.remind.map((r) => (
                  <li key={r.id}>
                    <FormattedMessage
                      {...m.missing}
                      values={{
                        b: medium,
                        businessName: r.businessName,
                        missing: r.missing
                          .map((type) =>
                            Object.hasOwn(documentTypeMessages, type)
                              ? intl.formatMessage(documentTypeMessages[type as DocumentType])
                              : type,
                          )
                          .join(", "),
                      }}
                    />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-1 text-sm text-slate-800">
              <FormattedMessage {...m.noneNeeds} />
            </p>
          )}
          <Skipped plan={plan} />
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {plan.remind.length ? (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="remind" />
                {plan.remind.map((r) => (
                  <input key={r.id} type="hidden" name="applicationId" value={r.id} />
                ))}
                <SubmitButton
                  pending={intent === "remind"}
                  pendingLabel={intl.formatMessage(m.sending)}
                >
                  <FormattedMessage {...m.send} values={{ count: plan.remind.length }} />
                </SubmitButton>
              </Form>
            ) : null}
            <Link
              to={`${location.pathname}${location.search}`}
              className="text-sm text-brand-800 underline"
            >
              <FormattedMessage {...m.cancel} />
            </Link>
          </div>
        </section>
      ) : null}
      <Form
        method="post"
        id={REMINDER_FORM_ID}
        preventScrollReset
        className="flex flex-wrap items-center gap-3"
      >
        <input type="hidden" name="intent" value="remind-confirm" />
        <button
          type="submit"
          className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <FormattedMessage {...m.remindSelected} />
        </button>
        <span className="text-xs text-slate-600">
          <FormattedMessage {...m.hint} />
        </span>
      </Form>
    </div>
  );
}
