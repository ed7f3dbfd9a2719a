import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/error-summary";
import { FormMessage, SubmitButton } from "~/components/form";
import type { ScheduleOptions } from "../list-schedule-options.server";

/** The form's `intent` (the application page's action has several). */
export const SCHEDULE_AUDIT_INTENT = "schedule-audit";

/** A failed schedule post, as the action answers it. */
export type ScheduleAuditResult = {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

const selectClass =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus:border-brand-700";

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

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
  headingLevel = 2,
}: {
  options: ScheduleOptions;
  result?: ScheduleAuditResult;
  /** The application this form schedules for (its page); else a choice of `options.applications`. */
  application?: { id: string; label: string } | null;
  headingLevel?: 2 | 3;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === SCHEDULE_AUDIT_INTENT;
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  const invalid = (name: string) => (errors[name] ? true : undefined);
  const border = (name: string) => (errors[name] ? "border-red-700" : "border-slate-400");
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
        Schedule an audit
      </Heading>
      {(fixed ? !application : options.applications.length === 0) ? (
        <p className="mt-2 text-sm text-slate-700">
          {fixed
            ? "This application cannot get an audit right now"
            : "No application can get an audit right now"}
          : an audit needs the audit fee paid and an application that is submitted, under review or
          already has an audit scheduled, with no audit still open.
        </p>
      ) : options.examiners.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {fixed
            ? "No examiner can audit this business: no user holds the examiner role yet, or each examiner has a recorded conflict of interest with it."
            : "No user holds the examiner role yet. Give a user the examiner role first."}
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
            <div className="md:col-span-2">
              <input type="hidden" name="applicationId" value={application.id} />
              <p className="text-sm font-medium text-slate-800">Application</p>
              <p id="schedule-application" tabIndex={-1} className="mt-1 text-slate-900">
                {application.label}
              </p>
              <FieldError id="schedule-application-error" message={errors.applicationId} />
            </div>
          ) : (
            <div className="md:col-span-2">
              <label
                htmlFor="schedule-application"
                className="block text-sm font-medium text-slate-800"
              >
                Application
              </label>
              <select
                id="schedule-application"
                name="applicationId"
                required
                defaultValue={values.applicationId ?? ""}
                onChange={(event) => setChosen(event.currentTarget.value)}
                aria-invalid={invalid("applicationId")}
                aria-describedby={errors.applicationId ? "schedule-application-error" : undefined}
                className={`${selectClass} ${border("applicationId")}`}
              >
                <option value="">Choose an application</option>
                {options.applications.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.label}
                  </option>
                ))}
              </select>
              <FieldError id="schedule-application-error" message={errors.applicationId} />
            </div>
          )}
          <div>
            <label htmlFor="schedule-examiner" className="block text-sm font-medium text-slate-800">
              Examiner
            </label>
            <select
              id="schedule-examiner"
              name="examinerId"
              required
              defaultValue={values.examinerId ?? ""}
              aria-invalid={invalid("examinerId")}
              aria-describedby={errors.examinerId ? "schedule-examiner-error" : undefined}
              className={`${selectClass} ${border("examinerId")}`}
            >
              <option value="">Choose an examiner</option>
              {examiners.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </select>
            <FieldError id="schedule-examiner-error" message={errors.examinerId} />
          </div>
          <div>
            <label htmlFor="schedule-date" className="block text-sm font-medium text-slate-800">
              Date
            </label>
            <input
              id="schedule-date"
              name="date"
              type="date"
              required
              defaultValue={values.date ?? ""}
              aria-invalid={invalid("date")}
              aria-describedby={errors.date ? "schedule-date-error" : undefined}
              className={`${selectClass} ${border("date")}`}
            />
            <FieldError id="schedule-date-error" message={errors.date} />
          </div>
          <div>
            <label htmlFor="schedule-time" className="block text-sm font-medium text-slate-800">
              Time
            </label>
            <input
              id="schedule-time"
              name="time"
              type="time"
              required
              defaultValue={values.time ?? ""}
              aria-invalid={invalid("time")}
              aria-describedby={errors.time ? "schedule-time-error" : undefined}
              className={`${selectClass} ${border("time")}`}
            />
            <FieldError id="schedule-time-error" message={errors.time} />
          </div>
          <div>
            <label htmlFor="schedule-zone" className="block text-sm font-medium text-slate-800">
              Time zone
            </label>
            <select
              id="schedule-zone"
              name="timeZone"
              defaultValue={values.timeZone ?? ""}
              aria-invalid={invalid("timeZone")}
              aria-describedby={`schedule-zone-hint${errors.timeZone ? " schedule-zone-error" : ""}`}
              className={`${selectClass} ${border("timeZone")}`}
            >
              <option value="">The business&apos;s own</option>
              {options.timeZones.map((z) => (
                <option key={z.id} value={z.id}>
                  {z.label}
                </option>
              ))}
            </select>
            <p id="schedule-zone-hint" className="mt-1 text-xs text-slate-600">
              Date and time are the business&apos;s local time, from its state or province.
            </p>
            <FieldError id="schedule-zone-error" message={errors.timeZone} />
          </div>
          <div className="md:col-span-3">
            <SubmitButton pending={pending} pendingLabel="Scheduling…">
              Schedule audit
            </SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
