import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  CheckboxField,
  FormMessage,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import {
  complaintOutcomeLabels,
  complaintOutcomes,
  complaintStatusLabels,
  type ComplaintStatus,
} from "~/domain/complaint-status";
import { formatDate, formatDateTime, formatDay } from "~/lib/format";
import { formatFileSize } from "~/modules/documents";
import { complaintAttachmentPath, complaintsListPath } from "../complaint-messages";
import type { ComplaintPage, ComplaintTimelineEntry } from "../get-complaint-page.server";
import { ComplaintStatusBadge, OverdueBadge } from "./complaint-badges";

/** What a case form answers. */
export type ComplaintActionResult =
  | { ok: true; intent: string; message: string }
  | {
      ok: false;
      intent: string;
      message: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string | string[]>;
    };

const box = "rounded-lg border border-slate-200 bg-white p-4 sm:p-6";
const selectClass = "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={box}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

function timelineText(e: ComplaintTimelineEntry): string {
  switch (e.kind) {
    case "status":
      return e.fromStatus
        ? `${complaintStatusLabels[e.fromStatus as ComplaintStatus] ?? e.fromStatus} → ${complaintStatusLabels[e.toStatus as ComplaintStatus] ?? e.toStatus}`
        : "Concern received";
    case "note":
      return "Internal note";
    case "assigned":
      return "Assignment";
    case "business-informed":
      return "The business was told about the concern";
    case "business-response":
      return "The business responded";
    case "reporter-anonymised":
      return "The reporter's personal data was removed (retention period)";
  }
}

function Hidden({ intent, version }: { intent: string; version?: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
    </>
  );
}

function Actions({ page, result }: { page: ComplaintPage; result?: ComplaintActionResult }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const { complaint: c, next } = page;
  const failed = result && !result.ok ? result : undefined;
  const errorsFor = (intent: string) => (failed?.intent === intent ? failed.fieldErrors : {});
  const valueOf = (intent: string, key: string) => {
    const v = failed?.intent === intent ? failed.values[key] : undefined;
    return typeof v === "string" ? v : undefined;
  };
  const open = next.length > 0;
  return (
    <Section id="case-actions-h" title="Handle the case">
      {next.includes("acknowledged") ? (
        <Form method="post" className="space-y-2">
          <Hidden intent="acknowledge" version={c.version} />
          <CheckboxField
            id="withhold"
            name="withhold"
            label="Do not inform the business for now (telling it would harm the investigation)"
            labelClassName="flex items-start gap-2 text-sm text-slate-800"
            controlClassName="mt-1 h-4 w-4 shrink-0"
          />
          <SubmitButton pending={pending}>Acknowledge</SubmitButton>
        </Form>
      ) : null}
      {next.includes("investigating") ? (
        <Form method="post">
          <Hidden intent="investigate" version={c.version} />
          <SubmitButton pending={pending}>Start the investigation</SubmitButton>
        </Form>
      ) : null}
      {next.includes("resolved") ? (
        <Form method="post" className="space-y-3" noValidate>
          <Hidden intent="resolve" version={c.version} />
          <RadioGroupField
            legend="Outcome"
            legendClassName="text-sm font-medium text-slate-800"
            name="outcome"
            options={complaintOutcomes.map((o) => ({ value: o, label: complaintOutcomeLabels[o] }))}
            defaultValue={valueOf("resolve", "outcome")}
            error={errorsFor("resolve").outcome}
            optionsClassName="mt-1 flex flex-wrap gap-4"
            optionClassName="flex items-center gap-2 text-sm"
            inputClassName=""
          />
          <TextAreaField
            label="Findings (sent to the reporter and the business)"
            name="findings"
            rows={5}
            defaultValue={valueOf("resolve", "findings")}
            error={errorsFor("resolve").findings}
          />
          <SubmitButton pending={pending}>Resolve the case</SubmitButton>
        </Form>
      ) : null}
      {open && c.businessInformedAt === null && c.status !== "received" ? (
        <Form method="post">
          <Hidden intent="inform" version={c.version} />
          <SubmitButton pending={pending}>Inform the business now</SubmitButton>
        </Form>
      ) : null}
      {open ? (
        <Form method="post" className="space-y-2">
          <Hidden intent="assign" version={c.version} />
          <SelectField
            id="assigneeId"
            label="Assigned to (nobody who audited the business or has a conflict of interest)"
            name="assigneeId"
            controlClassName={selectClass}
            defaultValue={c.assigneeId ?? ""}
            error={errorsFor("assign").assigneeId}
          >
            <option value="">Choose a person</option>
            {page.assignees.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </SelectField>
          <SubmitButton pending={pending}>Assign</SubmitButton>
        </Form>
      ) : null}
      {next.includes("withdrawn") ? (
        <details>
          <summary className="cursor-pointer text-sm font-medium text-red-800">
            Withdraw the case
          </summary>
          <Form method="post" className="mt-2 space-y-2" noValidate>
            <Hidden intent="withdraw" version={c.version} />
            <TextAreaField
              label="Why it is withdrawn"
              name="reason"
              rows={3}
              defaultValue={valueOf("withdraw", "reason")}
              error={errorsFor("withdraw").reason}
            />
            <SubmitButton pending={pending}>Withdraw</SubmitButton>
          </Form>
        </details>
      ) : null}
      <Form method="post" className="space-y-2" noValidate>
        <Hidden intent="note" />
        <TextAreaField
          label="Internal note (staff only)"
          name="body"
          rows={3}
          defaultValue={valueOf("note", "body")}
          error={errorsFor("note").body}
        />
        <SubmitButton pending={pending}>Add note</SubmitButton>
      </Form>
    </Section>
  );
}

/** One complaint case for staff (decision 058). */
export function ComplaintCaseScreen({
  page,
  result,
}: {
  page: ComplaintPage;
  result: ComplaintActionResult | undefined;
}) {
  const { complaint: c, reporter, business, timeline, attachments, timeZone } = page;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <p className="text-sm">
        <Link to={complaintsListPath} className="text-brand-800 underline">
          Complaints
        </Link>
      </p>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">Complaint {c.reference}</h1>
        <p className="flex flex-wrap items-center gap-2">
          <ComplaintStatusBadge status={c.status} outcome={c.outcome} />
          {c.acknowledgeOverdue || c.resolveOverdue ? <OverdueBadge /> : null}
        </p>
        <p className="text-slate-800">
          About{" "}
          <Link to={business.certificatePath} className="font-medium text-brand-800 underline">
            {business.name} (certificate {business.certificateNumber})
          </Link>
          : its certificate page is where staff act on the certificate.
        </p>
      </header>
      {result ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      <Section id="case-deadlines-h" title="Deadlines">
        <dl className="grid gap-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">Received</dt>
            <dd>{formatDateTime(c.receivedAt, timeZone)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Acknowledge by</dt>
            <dd>
              {formatDate(c.acknowledgeDueAt, timeZone)}
              {c.acknowledgedAt ? ` (acknowledged ${formatDate(c.acknowledgedAt, timeZone)})` : ""}
              {c.acknowledgeOverdue ? " — overdue" : ""}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Resolve by</dt>
            <dd>
              {formatDate(c.resolveDueAt, timeZone)}
              {c.closedAt ? ` (closed ${formatDate(c.closedAt, timeZone)})` : ""}
              {c.resolveOverdue ? " — overdue" : ""}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Assigned to</dt>
            <dd>{c.assigneeName ?? "Not assigned"}</dd>
          </div>
        </dl>
      </Section>
      <Section id="case-concern-h" title="The concern">
        <p className="text-sm text-slate-700">
          {formatDay(c.occurredOn)} · {c.location}
        </p>
        <p className="whitespace-pre-wrap text-slate-900" data-testid="concern-description">
          {c.description}
        </p>
        {attachments.length > 0 ? (
          <ul className="list-disc pl-5 text-sm">
            {attachments.map((a) => (
              <li key={a.id}>
                <a href={complaintAttachmentPath(a.id)} className="text-brand-800 underline">
                  {a.name}
                </a>{" "}
                ({formatFileSize(a.size)})
              </li>
            ))}
          </ul>
        ) : null}
        {c.findings ? (
          <div>
            <h3 className="font-semibold text-slate-900">Findings</h3>
            <p className="whitespace-pre-wrap">{c.findings}</p>
          </div>
        ) : null}
        {c.withdrawalReason ? (
          <p className="whitespace-pre-wrap">Withdrawn: {c.withdrawalReason}</p>
        ) : null}
      </Section>
      <Section id="case-reporter-h" title="Reporter">
        {reporter ? (
          reporter.anonymisedAt ? (
            <p>
              Removed after the retention period ({formatDate(reporter.anonymisedAt, timeZone)}).
            </p>
          ) : (
            <dl className="grid gap-2 sm:grid-cols-2" data-testid="reporter-details">
              <div>
                <dt className="text-sm text-slate-600">Name</dt>
                <dd>{reporter.name}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">E-mail</dt>
                <dd className="break-all">{reporter.email}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">May be contacted</dt>
                <dd>{reporter.consentToContact ? "Yes" : "No"}</dd>
              </div>
            </dl>
          )
        ) : (
          <p className="text-slate-700">
            The reporter&apos;s details are visible to administrators and to the committee member
            the case is assigned to.
          </p>
        )}
      </Section>
      <Section id="case-business-h" title="The business">
        <p>
          {c.businessInformedAt
            ? `Told about the concern on ${formatDate(c.businessInformedAt, timeZone)}.`
            : c.informBusiness
              ? "Not told yet: the business is told when the case is acknowledged."
              : "Not told: staff judged that telling it would harm the investigation."}
        </p>
        {c.businessResponse ? (
          <div>
            <h3 className="font-semibold text-slate-900">
              Latest response
              {c.businessRespondedAt ? ` (${formatDate(c.businessRespondedAt, timeZone)})` : ""}
            </h3>
            <p className="whitespace-pre-wrap">{c.businessResponse}</p>
          </div>
        ) : null}
      </Section>
      {page.canManage ? <Actions page={page} result={result} /> : null}
      {page.impartialityRefusal ? (
        <Section id="case-actions-h" title="Handle the case">
          <p className="text-slate-800" data-testid="complaint-impartiality">
            {page.impartialityRefusal}
          </p>
        </Section>
      ) : null}
      <Section id="case-timeline-h" title="Timeline">
        <ol className="space-y-3" data-testid="complaint-timeline">
          {timeline.map((e) => (
            <li key={e.id} className="border-l-2 border-slate-300 pl-3">
              <p className="text-sm text-slate-600">
                <time dateTime={e.at}>{formatDateTime(e.at, timeZone)}</time>
                {e.actorName ? ` · ${e.actorName}` : ""}
              </p>
              <p className="font-medium text-slate-900">{timelineText(e)}</p>
              {e.body ? <p className="whitespace-pre-wrap text-slate-800">{e.body}</p> : null}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
