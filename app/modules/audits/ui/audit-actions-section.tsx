import { Form, Link, useNavigation } from "react-router";
import { SubmitButton } from "~/components/form";
import type { AuditDetail } from "../get-audit.server";
import type { AuditStatus } from "../audit-rules";
import type { AuditPageResult } from "./audit-detail-page";

const statusActionLabels: Record<AuditStatus, string> = {
  scheduled: "Scheduled",
  "in-progress": "Start audit",
  completed: "Complete audit",
  cancelled: "Cancel audit",
};

/** Start, cancel (confirmed), delete (confirmed) and reschedule an audit, as the viewer may. */
export function AuditActionsSection({
  audit,
  result,
}: {
  audit: AuditDetail;
  result: AuditPageResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const confirm = result && "confirm" in result ? result.confirm : undefined;
  const fieldErrors: Record<string, string> =
    result && "fieldErrors" in result ? result.fieldErrors : {};
  return (
    <section
      aria-labelledby="actions-h"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="actions-h" className="text-lg font-semibold text-slate-900">
        Actions
      </h2>
      {confirm ? (
        <Form noValidate method="post" className="rounded-md border border-red-300 bg-red-50 p-4">
          <input type="hidden" name="intent" value={confirm === "delete" ? "delete" : "status"} />
          <input type="hidden" name="status" value="cancelled" />
          <input type="hidden" name="confirm" value="yes" />
          <p className="font-medium text-red-900" role="alert">
            {confirm === "delete"
              ? "Delete this audit? This cannot be undone."
              : "Cancel this audit? The applicant and the examiner will be notified."}
          </p>
          <div className="mt-3 flex gap-3">
            <SubmitButton
              pending={busy(confirm === "delete" ? "delete" : "status")}
              className="bg-red-700 hover:bg-red-800"
            >
              {confirm === "delete" ? "Yes, delete the audit" : "Yes, cancel the audit"}
            </SubmitButton>
            <Link
              to="."
              className="rounded-md border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
            >
              Keep it
            </Link>
          </div>
        </Form>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {audit.can.changeStatus
          .filter((s) => s !== "completed")
          .map((s) => (
            <Form noValidate method="post" key={s}>
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="status" value={s} />
              <button
                type="submit"
                disabled={busy("status")}
                className={
                  s === "cancelled"
                    ? "rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
                    : "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                }
              >
                {statusActionLabels[s]}
              </button>
            </Form>
          ))}
        {audit.can.delete ? (
          <Form noValidate method="post">
            <input type="hidden" name="intent" value="delete" />
            <button
              type="submit"
              disabled={busy("delete")}
              className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
            >
              Delete audit
            </button>
          </Form>
        ) : null}
      </div>
      {audit.can.reschedule ? (
        <Form method="post" className="flex flex-wrap items-end gap-3" noValidate>
          <input type="hidden" name="intent" value="reschedule" />
          <div>
            <label htmlFor="reschedule-date" className="block text-sm font-medium text-slate-800">
              New date
            </label>
            <input
              id="reschedule-date"
              type="date"
              name="date"
              required
              defaultValue={audit.localDate}
              aria-invalid={result?.intent === "reschedule" && fieldErrors.date ? true : undefined}
              aria-describedby="reschedule-error"
              className="mt-1 block rounded-md border border-slate-400 px-3 py-2 text-slate-900"
            />
          </div>
          <div>
            <label htmlFor="reschedule-time" className="block text-sm font-medium text-slate-800">
              New time ({audit.timeZoneLabel})
            </label>
            <input
              id="reschedule-time"
              type="time"
              name="time"
              required
              defaultValue={audit.localTime}
              aria-invalid={result?.intent === "reschedule" && fieldErrors.time ? true : undefined}
              aria-describedby="reschedule-error"
              className="mt-1 block rounded-md border border-slate-400 px-3 py-2 text-slate-900"
            />
          </div>
          <SubmitButton pending={busy("reschedule")} pendingLabel="Saving…">
            Reschedule
          </SubmitButton>
          <p id="reschedule-error" className="w-full text-sm text-red-700">
            {result?.intent === "reschedule" && !result.ok
              ? (fieldErrors.date ?? fieldErrors.time ?? "")
              : ""}
          </p>
        </Form>
      ) : null}
    </section>
  );
}
