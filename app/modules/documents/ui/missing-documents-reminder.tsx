import { Form, Link, useLocation, useNavigation } from "react-router";
import { FormMessage, RowCheckbox, SubmitButton } from "~/components/form";
import { pluralize } from "~/lib/format";

/** The form the list's selection checkboxes belong to (`form=` attribute). */
export const REMINDER_FORM_ID = "remind-missing-documents";

export type ReminderPlanView = {
  remind: { id: string; businessName: string; missing: string[] }[];
  skipped: { id: string; businessName: string; reason: string }[];
};

export type ReminderActionData =
  | { ok: true; stage: "confirm"; plan: ReminderPlanView }
  | { ok: true; stage: "done"; message: string; plan: ReminderPlanView }
  | { ok: false; message: string };

/** A row's selection box, outside the form in the table, joined to it by `form=`. */
export function ReminderCheckbox({ id, businessName }: { id: string; businessName: string }) {
  return (
    <RowCheckbox
      name="applicationId"
      value={id}
      form={REMINDER_FORM_ID}
      label={`Select ${businessName}`}
      className="h-5 w-5 rounded border-slate-400"
    />
  );
}

function Skipped({ plan }: { plan: ReminderPlanView }) {
  if (plan.skipped.length === 0) return null;
  return (
    <>
      <p className="mt-3 text-sm text-slate-800">No reminder for:</p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
        {plan.skipped.map((s) => (
          <li key={s.id}>
            {s.businessName}: {s.reason}
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
            Send reminders about missing documents?
          </h2>
          {plan.remind.length ? (
            <>
              <p className="mt-1 text-sm text-slate-800">
                {pluralize(plan.remind.length, "business", "businesses")} will get an e-mail listing
                the documents their application still needs:
              </p>
              <ul className="mt-2 list-disc pl-5 text-sm text-slate-900">
                {plan.remind.map((r) => (
                  <li key={r.id}>
                    <span className="font-medium">{r.businessName}</span>: {r.missing.join(", ")}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-1 text-sm text-slate-800">
              None of the selected applications needs a reminder.
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
                <SubmitButton pending={intent === "remind"} pendingLabel="Sending…">
                  Send {pluralize(plan.remind.length, "reminder")}
                </SubmitButton>
              </Form>
            ) : null}
            <Link
              to={`${location.pathname}${location.search}`}
              className="text-sm text-brand-800 underline"
            >
              Cancel
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
          Remind selected about missing documents…
        </button>
        <span className="text-xs text-slate-600">
          Select applications in the list first; you confirm before anything is sent.
        </span>
      </Form>
    </div>
  );
}
