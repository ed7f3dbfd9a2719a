import { FormattedMessage, useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { ConfirmBox } from "~/components/confirm-dialog";
import { DateField, SubmitButton } from "~/components/form";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { AuditDetail } from "../get-audit.server";
import type { AuditStatus } from "../audit-rules";
import type { AuditPageResult } from "./audit-detail-page";
import { useAuditWhen } from "./audit-when";

const rescheduleControl = "mt-1 block rounded-md border px-3 py-2 text-slate-900";

const statusActionLabels: Record<AuditStatus, EnglishMessage> = defineMessages({
  scheduled: { id: "audits.actions.scheduled", defaultMessage: "Scheduled" },
  "in-progress": { id: "audits.actions.start", defaultMessage: "Start audit" },
  completed: { id: "audits.actions.complete", defaultMessage: "Complete audit" },
  cancelled: { id: "audits.actions.cancel", defaultMessage: "Cancel audit" },
});

const m = defineMessages({
  title: { id: "audits.actions.title", defaultMessage: "Actions" },
  confirmDelete: {
    id: "audits.actions.confirmDelete",
    defaultMessage: "Delete this audit? This cannot be undone.",
  },
  confirmCancel: {
    id: "audits.actions.confirmCancel",
    defaultMessage: "Cancel this audit? The applicant and the examiner will be notified.",
  },
  yesDelete: { id: "audits.actions.yesDelete", defaultMessage: "Yes, delete the audit" },
  yesCancel: { id: "audits.actions.yesCancel", defaultMessage: "Yes, cancel the audit" },
  keep: { id: "audits.actions.keep", defaultMessage: "Keep it" },
  delete: { id: "audits.actions.delete", defaultMessage: "Delete audit" },
  newDate: { id: "audits.actions.newDate", defaultMessage: "New date" },
  newTime: { id: "audits.actions.newTime", defaultMessage: "New time ({zone})" },
  saving: { id: "audits.actions.saving", defaultMessage: "Saving…" },
  reschedule: { id: "audits.actions.reschedule", defaultMessage: "Reschedule" },
});

/** Start, cancel (confirmed), delete (confirmed) and reschedule an audit, as the viewer may. */
export function AuditActionsSection({
  audit,
  result,
}: {
  audit: AuditDetail;
  result: AuditPageResult | undefined;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const when = useAuditWhen();
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
        <FormattedMessage {...m.title} />
      </h2>
      {confirm ? (
        <ConfirmBox
          fields={{ intent: confirm === "delete" ? "delete" : "status", status: "cancelled" }}
          message={t(confirm === "delete" ? m.confirmDelete : m.confirmCancel)}
          confirmLabel={t(confirm === "delete" ? m.yesDelete : m.yesCancel)}
          cancelTo="."
          cancelLabel={t(m.keep)}
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
                <FormattedMessage {...statusActionLabels[s]} />
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
              <FormattedMessage {...m.delete} />
            </button>
          </Form>
        ) : null}
      </div>
      {audit.can.reschedule ? (
        <Form method="post" className="flex flex-wrap items-end gap-3" noValidate>
          <input type="hidden" name="intent" value="reschedule" />
          <DateField
            id="reschedule-date"
            label={t(m.newDate)}
            name="date"
            required
            defaultValue={audit.localDate}
            error={rescheduleErrors.date}
            controlClassName={rescheduleControl}
          />
          <DateField
            id="reschedule-time"
            label={t(m.newTime, { zone: when.zone(audit.timeZone) })}
            type="time"
            name="time"
            required
            defaultValue={audit.localTime}
            error={rescheduleErrors.time}
            controlClassName={rescheduleControl}
          />
          <SubmitButton pending={busy("reschedule")} pendingLabel={t(m.saving)}>
            <FormattedMessage {...m.reschedule} />
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
