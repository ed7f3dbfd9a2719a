import type { ReactNode } from "react";
import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import {
  CheckboxField,
  FormMessage,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import { complaintOutcomes, type ComplaintStatus } from "~/domain/complaint-status";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { formatFileSize } from "~/modules/documents";
import {
  complaintAttachmentPath,
  complaintOutcomeMessages,
  complaintsListPath,
  complaintStatusMessages,
} from "../complaint-messages";
import type { ComplaintPage, ComplaintTimelineEntry } from "../get-complaint-page.server";
import { ComplaintStatusBadge, OverdueBadge } from "./complaint-badges";

export const complaintCaseMessages = defineMessages({
  pageTitle: { id: "complaints.case.pageTitle", defaultMessage: "Complaint {reference}" },
  received: { id: "complaints.timeline.received", defaultMessage: "Concern received" },
  note: { id: "complaints.timeline.note", defaultMessage: "Internal note" },
  assigned: { id: "complaints.timeline.assigned", defaultMessage: "Assignment" },
  informed: {
    id: "complaints.timeline.informed",
    defaultMessage: "The business was told about the concern",
  },
  responded: { id: "complaints.timeline.responded", defaultMessage: "The business responded" },
  anonymised: {
    id: "complaints.timeline.anonymised",
    defaultMessage: "The reporter's personal data was removed (retention period)",
  },
  handle: { id: "complaints.case.handle", defaultMessage: "Handle the case" },
  withhold: {
    id: "complaints.case.withhold",
    defaultMessage: "Do not inform the business for now (telling it would harm the investigation)",
  },
  acknowledge: { id: "complaints.case.acknowledge", defaultMessage: "Acknowledge" },
  investigate: { id: "complaints.case.investigate", defaultMessage: "Start the investigation" },
  outcome: { id: "complaints.case.outcome", defaultMessage: "Outcome" },
  findingsLabel: {
    id: "complaints.case.findingsLabel",
    defaultMessage: "Findings (sent to the reporter and the business)",
  },
  resolve: { id: "complaints.case.resolve", defaultMessage: "Resolve the case" },
  informNow: { id: "complaints.case.informNow", defaultMessage: "Inform the business now" },
  assigneeLabel: {
    id: "complaints.case.assigneeLabel",
    defaultMessage: "Assigned to (nobody who audited the business or has a conflict of interest)",
  },
  choosePerson: { id: "complaints.case.choosePerson", defaultMessage: "Choose a person" },
  assign: { id: "complaints.case.assign", defaultMessage: "Assign" },
  withdrawCase: { id: "complaints.case.withdrawCase", defaultMessage: "Withdraw the case" },
  withdrawReason: { id: "complaints.case.withdrawReason", defaultMessage: "Why it is withdrawn" },
  withdraw: { id: "complaints.case.withdraw", defaultMessage: "Withdraw" },
  noteLabel: { id: "complaints.case.noteLabel", defaultMessage: "Internal note (staff only)" },
  addNote: { id: "complaints.case.addNote", defaultMessage: "Add note" },
  back: { id: "complaints.case.back", defaultMessage: "Complaints" },
  title: { id: "complaints.case.title", defaultMessage: "Complaint {reference}" },
  about: {
    id: "complaints.case.about",
    defaultMessage:
      "About <link>{business} (certificate {number})</link>: its certificate page is where staff act on the certificate.",
  },
  deadlines: { id: "complaints.case.deadlines", defaultMessage: "Deadlines" },
  receivedAt: { id: "complaints.case.receivedAt", defaultMessage: "Received" },
  acknowledgeBy: { id: "complaints.case.acknowledgeBy", defaultMessage: "Acknowledge by" },
  acknowledgedOn: { id: "complaints.case.acknowledgedOn", defaultMessage: "(acknowledged {date})" },
  overdue: { id: "complaints.case.overdue", defaultMessage: "— overdue" },
  resolveBy: { id: "complaints.case.resolveBy", defaultMessage: "Resolve by" },
  closedOn: { id: "complaints.case.closedOn", defaultMessage: "(closed {date})" },
  assignee: { id: "complaints.case.assignee", defaultMessage: "Assigned to" },
  notAssigned: { id: "complaints.case.notAssigned", defaultMessage: "Not assigned" },
  concern: { id: "complaints.case.concern", defaultMessage: "The concern" },
  findings: { id: "complaints.case.findings", defaultMessage: "Findings" },
  withdrawn: { id: "complaints.case.withdrawn", defaultMessage: "Withdrawn: {reason}" },
  reporter: { id: "complaints.case.reporter", defaultMessage: "Reporter" },
  reporterRemoved: {
    id: "complaints.case.reporterRemoved",
    defaultMessage: "Removed after the retention period ({date}).",
  },
  name: { id: "complaints.case.name", defaultMessage: "Name" },
  email: { id: "complaints.case.email", defaultMessage: "E-mail" },
  contact: { id: "complaints.case.contact", defaultMessage: "May be contacted" },
  yes: { id: "complaints.case.yes", defaultMessage: "Yes" },
  no: { id: "complaints.case.no", defaultMessage: "No" },
  reporterHidden: {
    id: "complaints.case.reporterHidden",
    defaultMessage:
      "The reporter's details are visible to administrators and to the committee member the case is assigned to.",
  },
  business: { id: "complaints.case.business", defaultMessage: "The business" },
  toldOn: { id: "complaints.case.toldOn", defaultMessage: "Told about the concern on {date}." },
  notToldYet: {
    id: "complaints.case.notToldYet",
    defaultMessage: "Not told yet: the business is told when the case is acknowledged.",
  },
  notTold: {
    id: "complaints.case.notTold",
    defaultMessage: "Not told: staff judged that telling it would harm the investigation.",
  },
  latestResponse: { id: "complaints.case.latestResponse", defaultMessage: "Latest response" },
  latestResponseOn: {
    id: "complaints.case.latestResponseOn",
    defaultMessage: "Latest response ({date})",
  },
  timeline: { id: "complaints.case.timeline", defaultMessage: "Timeline" },
});
const m = complaintCaseMessages;

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

function timelineText(intl: IntlShape, e: ComplaintTimelineEntry): string {
  const status = (value: string | null) => {
    const message = value ? complaintStatusMessages[value as ComplaintStatus] : undefined;
    return message ? intl.formatMessage(message) : (value ?? "");
  };
  switch (e.kind) {
    case "status":
      return e.fromStatus
        ? `${status(e.fromStatus)} → ${status(e.toStatus)}`
        : intl.formatMessage(m.received);
    case "note":
      return intl.formatMessage(m.note);
    case "assigned":
      return intl.formatMessage(m.assigned);
    case "business-informed":
      return intl.formatMessage(m.informed);
    case "business-response":
      return intl.formatMessage(m.responded);
    case "reporter-anonymised":
      return intl.formatMessage(m.anonymised);
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
  const intl = useIntl();
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
    <Section id="case-actions-h" title={intl.formatMessage(m.handle)}>
      {next.includes("acknowledged") ? (
        <Form method="post" className="space-y-2">
          <Hidden intent="acknowledge" version={c.version} />
          <CheckboxField
            id="withhold"
            name="withhold"
            label={intl.formatMessage(m.withhold)}
            labelClassName="flex items-start gap-2 text-sm text-slate-800"
            controlClassName="mt-1 h-4 w-4 shrink-0"
          />
          <SubmitButton pending={pending}>
            <FormattedMessage {...m.acknowledge} />
          </SubmitButton>
        </Form>
      ) : null}
      {next.includes("investigating") ? (
        <Form method="post">
          <Hidden intent="investigate" version={c.version} />
          <SubmitButton pending={pending}>
            <FormattedMessage {...m.investigate} />
          </SubmitButton>
        </Form>
      ) : null}
      {next.includes("resolved") ? (
        <Form method="post" className="space-y-3" noValidate>
          <Hidden intent="resolve" version={c.version} />
          <RadioGroupField
            legend={intl.formatMessage(m.outcome)}
            legendClassName="text-sm font-medium text-slate-800"
            name="outcome"
            options={complaintOutcomes.map((o) => ({
              value: o,
              label: intl.formatMessage(complaintOutcomeMessages[o]),
            }))}
            defaultValue={valueOf("resolve", "outcome")}
            error={errorsFor("resolve").outcome}
            optionsClassName="mt-1 flex flex-wrap gap-4"
            optionClassName="flex items-center gap-2 text-sm"
            inputClassName=""
          />
          <TextAreaField
            label={intl.formatMessage(m.findingsLabel)}
            name="findings"
            rows={5}
            defaultValue={valueOf("resolve", "findings")}
            error={errorsFor("resolve").findings}
          />
          <SubmitButton pending={pending}>
            <FormattedMessage {...m.resolve} />
          </SubmitButton>
        </Form>
      ) : null}
      {open && c.businessInformedAt === null && c.status !== "received" ? (
        <Form method="post">
          <Hidden intent="inform" version={c.version} />
          <SubmitButton pending={pending}>
            <FormattedMessage {...m.informNow} />
          </SubmitButton>
        </Form>
      ) : null}
      {open ? (
        <Form method="post" className="space-y-2">
          <Hidden intent="assign" version={c.version} />
          <SelectField
            id="assigneeId"
            label={intl.formatMessage(m.assigneeLabel)}
            name="assigneeId"
            controlClassName={selectClass}
            defaultValue={c.assigneeId ?? ""}
            error={errorsFor("assign").assigneeId}
          >
            <option value="">{intl.formatMessage(m.choosePerson)}</option>
            {page.assignees.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </SelectField>
          <SubmitButton pending={pending}>
            <FormattedMessage {...m.assign} />
          </SubmitButton>
        </Form>
      ) : null}
      {next.includes("withdrawn") ? (
        <details>
          <summary className="cursor-pointer text-sm font-medium text-red-800">
            <FormattedMessage {...m.withdrawCase} />
          </summary>
          <Form method="post" className="mt-2 space-y-2" noValidate>
            <Hidden intent="withdraw" version={c.version} />
            <TextAreaField
              label={intl.formatMessage(m.withdrawReason)}
              name="reason"
              rows={3}
              defaultValue={valueOf("withdraw", "reason")}
              error={errorsFor("withdraw").reason}
            />
            <SubmitButton pending={pending}>
              <FormattedMessage {...m.withdraw} />
            </SubmitButton>
          </Form>
        </details>
      ) : null}
      <Form method="post" className="space-y-2" noValidate>
        <Hidden intent="note" />
        <TextAreaField
          label={intl.formatMessage(m.noteLabel)}
          name="body"
          rows={3}
          defaultValue={valueOf("note", "body")}
          error={errorsFor("note").body}
        />
        <SubmitButton pending={pending}>
          <FormattedMessage {...m.addNote} />
        </SubmitButton>
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
  const intl = useIntl();
  const f = useFormat();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <p className="text-sm">
        <Link to={complaintsListPath} className="text-brand-800 underline">
          <FormattedMessage {...m.back} />
        </Link>
      </p>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">
          <FormattedMessage {...m.title} values={{ reference: c.reference }} />
        </h1>
        <p className="flex flex-wrap items-center gap-2">
          <ComplaintStatusBadge status={c.status} outcome={c.outcome} />
          {c.acknowledgeOverdue || c.resolveOverdue ? <OverdueBadge /> : null}
        </p>
        <p className="text-slate-800">
          <FormattedMessage
            {...m.about}
            values={{
              business: business.name,
              number: business.certificateNumber,
              link: (chunks: ReactNode) => (
                <Link
                  to={business.certificatePath}
                  className="font-medium text-brand-800 underline"
                >
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </header>
      {result ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      <Section id="case-deadlines-h" title={intl.formatMessage(m.deadlines)}>
        <dl className="grid gap-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">
              <FormattedMessage {...m.receivedAt} />
            </dt>
            <dd>{f.dateTime(c.receivedAt, timeZone)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">
              <FormattedMessage {...m.acknowledgeBy} />
            </dt>
            <dd>
              {f.date(c.acknowledgeDueAt, timeZone)}
              {c.acknowledgedAt
                ? ` ${intl.formatMessage(m.acknowledgedOn, {
                    date: f.date(c.acknowledgedAt, timeZone),
                  })}`
                : ""}
              {c.acknowledgeOverdue ? ` ${intl.formatMessage(m.overdue)}` : ""}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">
              <FormattedMessage {...m.resolveBy} />
            </dt>
            <dd>
              {f.date(c.resolveDueAt, timeZone)}
              {c.closedAt
                ? ` ${intl.formatMessage(m.closedOn, { date: f.date(c.closedAt, timeZone) })}`
                : ""}
              {c.resolveOverdue ? ` ${intl.formatMessage(m.overdue)}` : ""}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">
              <FormattedMessage {...m.assignee} />
            </dt>
            <dd>{c.assigneeName ?? intl.formatMessage(m.notAssigned)}</dd>
          </div>
        </dl>
      </Section>
      <Section id="case-concern-h" title={intl.formatMessage(m.concern)}>
        <p className="text-sm text-slate-700">
          {f.day(c.occurredOn)} · {c.location}
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
            <h3 className="font-semibold text-slate-900">
              <FormattedMessage {...m.findings} />
            </h3>
            <p className="whitespace-pre-wrap">{c.findings}</p>
          </div>
        ) : null}
        {c.withdrawalReason ? (
          <p className="whitespace-pre-wrap">
            <FormattedMessage {...m.withdrawn} values={{ reason: c.withdrawalReason }} />
          </p>
        ) : null}
      </Section>
      <Section id="case-reporter-h" title={intl.formatMessage(m.reporter)}>
        {reporter ? (
          reporter.anonymisedAt ? (
            <p>
              <FormattedMessage
                {...m.reporterRemoved}
                values={{ date: f.date(reporter.anonymisedAt, timeZone) }}
              />
            </p>
          ) : (
            <dl className="grid gap-2 sm:grid-cols-2" data-testid="reporter-details">
              <div>
                <dt className="text-sm text-slate-600">
                  <FormattedMessage {...m.name} />
                </dt>
                <dd>{reporter.name}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">
                  <FormattedMessage {...m.email} />
                </dt>
                <dd className="break-all">{reporter.email}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">
                  <FormattedMessage {...m.contact} />
                </dt>
                <dd>
                  <FormattedMessage {...(reporter.consentToContact ? m.yes : m.no)} />
                </dd>
              </div>
            </dl>
          )
        ) : (
          <p className="text-slate-700">
            <FormattedMessage {...m.reporterHidden} />
          </p>
        )}
      </Section>
      <Section id="case-business-h" title={intl.formatMessage(m.business)}>
        <p>
          {c.businessInformedAt
            ? intl.formatMessage(m.toldOn, { date: f.date(c.businessInformedAt, timeZone) })
            : intl.formatMessage(c.informBusiness ? m.notToldYet : m.notTold)}
        </p>
        {c.businessResponse ? (
          <div>
            <h3 className="font-semibold text-slate-900">
              {c.businessRespondedAt
                ? intl.formatMessage(m.latestResponseOn, {
                    date: f.date(c.businessRespondedAt, timeZone),
                  })
                : intl.formatMessage(m.latestResponse)}
            </h3>
            <p className="whitespace-pre-wrap">{c.businessResponse}</p>
          </div>
        ) : null}
      </Section>
      {page.canManage ? <Actions page={page} result={result} /> : null}
      {page.impartialityRefusal ? (
        <Section id="case-actions-h" title={intl.formatMessage(m.handle)}>
          <p className="text-slate-800" data-testid="complaint-impartiality">
            {page.impartialityRefusal}
          </p>
        </Section>
      ) : null}
      <Section id="case-timeline-h" title={intl.formatMessage(m.timeline)}>
        <ol className="space-y-3" data-testid="complaint-timeline">
          {timeline.map((e) => (
            <li key={e.id} className="border-l-2 border-slate-300 pl-3">
              <p className="text-sm text-slate-600">
                <time dateTime={e.at}>{f.dateTime(e.at, timeZone)}</time>
                {e.actorName ? ` · ${e.actorName}` : ""}
              </p>
              <p className="font-medium text-slate-900">{timelineText(intl, e)}</p>
              {e.body ? <p className="whitespace-pre-wrap text-slate-800">{e.body}</p> : null}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
