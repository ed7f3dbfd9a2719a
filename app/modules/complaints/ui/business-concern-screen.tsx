import { FormattedMessage, useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { FormMessage, SubmitButton, TextAreaField } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { complaintOutcomeMessages } from "../complaint-messages";
import type { BusinessConcernPage } from "../get-business-concern-page.server";
import { ComplaintStatusBadge } from "./complaint-badges";
import type { ComplaintActionResult } from "./complaint-case-screen";

export const businessConcernMessages = defineMessages({
  pageTitle: { id: "complaints.concern.pageTitle", defaultMessage: "Concern {reference}" },
  title: {
    id: "complaints.concern.title",
    defaultMessage: "Concern {reference} about {business}",
  },
  reported: { id: "complaints.concern.reported", defaultMessage: "What was reported" },
  details: {
    id: "complaints.concern.details",
    defaultMessage: "{day} · {location} · received {received}",
  },
  confidential: {
    id: "complaints.concern.confidential",
    defaultMessage:
      "The programme does not share who reported a concern. It decides by {date} and writes to you with the outcome.",
  },
  outcome: { id: "complaints.concern.outcome", defaultMessage: "Outcome: {outcome}" },
  yourResponse: { id: "complaints.concern.yourResponse", defaultMessage: "Your response" },
  noResponse: {
    id: "complaints.concern.noResponse",
    defaultMessage: "You have not responded yet.",
  },
  responseLabel: {
    id: "complaints.concern.responseLabel",
    defaultMessage: "Your account of what happened",
  },
  send: { id: "complaints.concern.send", defaultMessage: "Send response" },
});
const m = businessConcernMessages;

/** A concern about the business, as the business sees it (no reporter identity). */
export function BusinessConcernScreen({
  page,
  result,
}: {
  page: BusinessConcernPage;
  result: ComplaintActionResult | undefined;
}) {
  const intl = useIntl();
  const f = useFormat();
  const navigation = useNavigation();
  const { concern: c, responses, canRespond } = page;
  const failed = result && !result.ok ? result : undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">
          <FormattedMessage
            {...m.title}
            values={{ reference: c.reference, business: c.businessName }}
          />
        </h1>
        <ComplaintStatusBadge status={c.status} outcome={c.outcome} />
      </header>
      {result ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      <section
        aria-labelledby="concern-h"
        className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="concern-h" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.reported} />
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          <FormattedMessage
            {...m.details}
            values={{
              day: f.day(c.occurredOn),
              location: c.location,
              received: f.date(c.receivedAt),
            }}
          />
        </p>
        <p className="mt-2 whitespace-pre-wrap text-slate-900">{c.description}</p>
        <p className="mt-3 text-sm text-slate-700">
          <FormattedMessage {...m.confidential} values={{ date: f.date(c.resolveDueAt) }} />
        </p>
      </section>
      {c.outcome ? (
        <section
          aria-labelledby="outcome-h"
          className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
        >
          <h2 id="outcome-h" className="text-lg font-semibold text-slate-900">
            <FormattedMessage
              {...m.outcome}
              values={{ outcome: intl.formatMessage(complaintOutcomeMessages[c.outcome]) }}
            />
          </h2>
          <p className="mt-2 whitespace-pre-wrap">{c.findings}</p>
        </section>
      ) : null}
      <section
        aria-labelledby="responses-h"
        className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="responses-h" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.yourResponse} />
        </h2>
        {responses.length === 0 ? (
          <p className="mt-2 text-slate-700">
            <FormattedMessage {...m.noResponse} />
          </p>
        ) : (
          <ol className="mt-2 space-y-3">
            {responses.map((r) => (
              <li key={r.id} className="border-l-2 border-slate-300 pl-3">
                <p className="text-sm text-slate-600">{f.date(r.at)}</p>
                <p className="whitespace-pre-wrap">{r.body}</p>
              </li>
            ))}
          </ol>
        )}
        {canRespond ? (
          <Form method="post" className="mt-4 space-y-3" noValidate>
            <TextAreaField
              label={intl.formatMessage(m.responseLabel)}
              name="response"
              rows={6}
              defaultValue={
                typeof failed?.values.response === "string" ? failed.values.response : undefined
              }
              error={failed?.fieldErrors.response}
            />
            <SubmitButton pending={navigation.state === "submitting"}>
              <FormattedMessage {...m.send} />
            </SubmitButton>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
