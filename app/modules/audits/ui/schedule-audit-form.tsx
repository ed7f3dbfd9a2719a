import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/error-summary";
import {
  CheckboxField,
  DateField,
  FormMessage,
  ReadOnlyField,
  SelectField,
  SubmitButton,
} from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import type { ScheduleOptions } from "../list-schedule-options.server";
import { useAuditWhen } from "./audit-when";

const m = defineMessages({
  title: { id: "audits.schedule.title", defaultMessage: "Schedule an audit" },
  thisCannot: {
    id: "audits.schedule.thisCannot",
    defaultMessage:
      "This application cannot get an audit right now: an audit needs the audit fee paid and an application that is submitted, under review or already has an audit scheduled, with no audit still open.",
  },
  noneCan: {
    id: "audits.schedule.noneCan",
    defaultMessage:
      "No application can get an audit right now: an audit needs the audit fee paid and an application that is submitted, under review or already has an audit scheduled, with no audit still open.",
  },
  noExaminerHere: {
    id: "audits.schedule.noExaminerHere",
    defaultMessage:
      "No examiner can audit this business: no user holds the examiner role yet, or each examiner has a recorded conflict of interest with it.",
  },
  noExaminer: {
    id: "audits.schedule.noExaminer",
    defaultMessage: "No user holds the examiner role yet. Give a user the examiner role first.",
  },
  application: { id: "audits.schedule.application", defaultMessage: "Application" },
  chooseApplication: {
    id: "audits.schedule.chooseApplication",
    defaultMessage: "Choose an application",
  },
  examiner: { id: "audits.schedule.examiner", defaultMessage: "Examiner" },
  chooseExaminer: { id: "audits.schedule.chooseExaminer", defaultMessage: "Choose an examiner" },
  date: { id: "audits.schedule.date", defaultMessage: "Date" },
  time: { id: "audits.schedule.time", defaultMessage: "Time" },
  timeZone: { id: "audits.schedule.timeZone", defaultMessage: "Time zone" },
  timeZoneHint: {
    id: "audits.schedule.timeZoneHint",
    defaultMessage: "Date and time are the business's local time, from its state or province.",
  },
  businessZone: { id: "audits.schedule.businessZone", defaultMessage: "The business's own" },
  scheduling: { id: "audits.schedule.scheduling", defaultMessage: "Scheduling…" },
  submit: { id: "audits.schedule.submit", defaultMessage: "Schedule audit" },
  followUp: {
    id: "audits.schedule.followUp",
    defaultMessage:
      "This audit is a follow-up of the latest audit, limited to {count, plural, one {standard {standards}} other {standards {standards}}}: the corrective actions still open.",
  },
  fullAudit: { id: "audits.schedule.fullAudit", defaultMessage: "Audit every standard instead" },
  fullAuditHint: {
    id: "audits.schedule.fullAuditHint",
    defaultMessage:
      "When the latest audit has corrective actions still open, the new audit is a follow-up limited to their standards. Tick to audit every standard.",
  },
});

/** The form's `intent` (the application page's action has several). */
export const SCHEDULE_AUDIT_INTENT = "schedule-audit";

/** A failed schedule post, as the action answers it. */
export type ScheduleAuditResult = {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

const controlClass =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:border-brand-700";

/**
 * The schedule form (administrator and committee; scheduleAudit checks it):
 * application, examiner, date, time and time zone (the business's own by
 * default, decision 038). On the audits page the application is chosen; on an
 * application's page it is that application (`application`), and the form
 * is only offered when it may get an audit now.
 */
export function ScheduleAuditForm({
  options,
  result,
  application,
  notice,
  headingLevel = 2,
}: {
  options: ScheduleOptions;
  result?: ScheduleAuditResult;
  /** What led here, said above the form (after "Re-audit required"). */
  notice?: string | null;
  /**
   * The application this form schedules for (its page); else a choice of
   * `options.applications`. `followUpStandards`: the scope of the follow-up
   * audit it would get (issue 37), null for a full audit.
   */
  application?: { id: string; label: string; followUpStandards?: string[] | null } | null;
  headingLevel?: 2 | 3;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const when = useAuditWhen();
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === SCHEDULE_AUDIT_INTENT;
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const fixed = application !== undefined;
  // Examiners with a conflict of interest with the chosen application's business are not offered
  // (on an application's page the server already left them out).
  const [chosen, setChosen] = useState(values.applicationId ?? "");
  const conflicted = new Set(
    options.applications.find((a) => a.id === chosen)?.conflictedExaminerIds ?? [],
  );
  const examiners = options.examiners.filter((e) => !conflicted.has(e.id));
  return (
    <section
      aria-labelledby="schedule-h"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <Heading id="schedule-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.title} />
      </Heading>
      {notice && !result ? (
        <div className="mt-2">
          <FormMessage kind="success">{notice}</FormMessage>
        </div>
      ) : null}
      {(fixed ? !application : options.applications.length === 0) ? (
        <p className="mt-2 text-sm text-slate-700">
          <FormattedMessage {...(fixed ? m.thisCannot : m.noneCan)} />
        </p>
      ) : options.examiners.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          <FormattedMessage {...(fixed ? m.noExaminerHere : m.noExaminer)} />
        </p>
      ) : (
        <Form method="post" className="mt-3 grid gap-4 md:grid-cols-3" noValidate>
          <input type="hidden" name="intent" value={SCHEDULE_AUDIT_INTENT} />
          {result && !Object.keys(errors).length ? (
            <div className="md:col-span-3">
              <FormMessage kind="error">{result.message}</FormMessage>
            </div>
          ) : null}
          {Object.keys(errors).length ? (
            <div className="md:col-span-3">
              <ErrorSummary
                errors={errors}
                order={["applicationId", "examinerId", "date", "time", "timeZone"]}
                fieldIds={{
                  applicationId: "schedule-application",
                  examinerId: "schedule-examiner",
                  date: "schedule-date",
                  time: "schedule-time",
                  timeZone: "schedule-zone",
                }}
              />
            </div>
          ) : null}
          {application ? (
            <ReadOnlyField
              id="schedule-application"
              label={t(m.application)}
              error={errors.applicationId}
              className="md:col-span-2"
            >
              <input type="hidden" name="applicationId" value={application.id} />
              {application.label}
            </ReadOnlyField>
          ) : (
            <SelectField
              id="schedule-application"
              label={t(m.application)}
              name="applicationId"
              required
              defaultValue={values.applicationId ?? ""}
              onChange={(event) => setChosen(event.currentTarget.value)}
              error={errors.applicationId}
              className="md:col-span-2"
              controlClassName={controlClass}
            >
              <option value="">{t(m.chooseApplication)}</option>
              {options.applications.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}
                </option>
              ))}
            </SelectField>
          )}
          <SelectField
            id="schedule-examiner"
            label={t(m.examiner)}
            name="examinerId"
            required
            defaultValue={values.examinerId ?? ""}
            error={errors.examinerId}
            controlClassName={controlClass}
          >
            <option value="">{t(m.chooseExaminer)}</option>
            {examiners.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </SelectField>
          <DateField
            id="schedule-date"
            label={t(m.date)}
            name="date"
            required
            defaultValue={values.date ?? ""}
            error={errors.date}
            controlClassName={controlClass}
          />
          <DateField
            id="schedule-time"
            label={t(m.time)}
            name="time"
            type="time"
            required
            defaultValue={values.time ?? ""}
            error={errors.time}
            controlClassName={controlClass}
          />
          <SelectField
            id="schedule-zone"
            label={t(m.timeZone)}
            name="timeZone"
            defaultValue={values.timeZone ?? ""}
            error={errors.timeZone}
            hint={t(m.timeZoneHint)}
            controlClassName={controlClass}
          >
            <option value="">{t(m.businessZone)}</option>
            {options.timeZones.map((z) => (
              <option key={z.id} value={z.id}>
                {when.zone(z.id)}
              </option>
            ))}
          </SelectField>
          {fixed && application?.followUpStandards ? (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 md:col-span-3">
              <FormattedMessage
                {...m.followUp}
                values={{
                  count: application.followUpStandards.length,
                  standards: intl.formatList(application.followUpStandards, {
                    type: "conjunction",
                  }),
                }}
              />
            </p>
          ) : null}
          {!fixed || application?.followUpStandards ? (
            <CheckboxField
              id="schedule-full-audit"
              label={t(m.fullAudit)}
              name="fullAudit"
              value="yes"
              defaultChecked={values.fullAudit === "yes"}
              hint={fixed ? undefined : t(m.fullAuditHint)}
              className="md:col-span-3"
            />
          ) : null}
          <div className="md:col-span-3">
            <SubmitButton pending={pending} pendingLabel={t(m.scheduling)}>
              <FormattedMessage {...m.submit} />
            </SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
