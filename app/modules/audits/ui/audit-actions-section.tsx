import { Form, useNavigation } from "react-router";
import { ConfirmBox } from "~/components/confirm-dialog";
import { DateField, SubmitButton } from "~/components/form";
import type { AuditDetail } from "../get-audit.server";
import type { AuditStatus } from "../audit-rules";
import type { AuditPageResult } from "./audit-detail-page";

const rescheduleControl = "mt-1 block rounded-md border px-3 py-2 text-slate-900";

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
  const rescheduleErrors = result?.intent === "reschedule" && !result.ok ? fieldErrors : {};
  return (
    <section
      aria-labelledby="actions-h"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="actions-h" className="text-lg font-semibold text-slate-900">
        Actions
      </h2>
      {confirm ? (
        <ConfirmBox
          fields={{ intent: confirm === "delete" ? "delete" : "status", status: "cancelled" }}
          message={
            confirm === "delete"
              ? "Delete this audit? This cannot be undone."
              : "Cancel this audit? The applicant and the examiner will be notified."
          }
          confirmLabel={confirm === "delete" ? "Yes, delete the audit" : "Yes, cancel the audit"}
          cancelTo="."
          cancelLabel="Keep it"
          pending={busy(confirm === "delete" ? "delete" : "status")}
        />
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
          <DateField
            id="reschedule-date"
            label="New date"
            name="date"
            required
            defaultValue={audit.localDate}
            error={rescheduleErrors.date}
            controlClassName={rescheduleControl}
          />
          <DateField
            id="reschedule-time"
            label={`New time (${audit.timeZoneLabel})`}
            type="time"
            name="time"
            required
            defaultValue={audit.localTime}
            error={rescheduleErrors.time}
            controlClassName={rescheduleControl}
          />
          <SubmitButton pending={busy("reschedule")} pendingLabel="Saving…">
            Reschedule
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
