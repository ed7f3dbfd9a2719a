import { Form, useNavigation } from "react-router";
import { FormMessage, SubmitButton, TextAreaField } from "~/components/form";
import { complaintOutcomeLabels } from "~/domain/complaint-status";
import { formatDate, formatDay } from "~/lib/format";
import type { BusinessConcernPage } from "../get-business-concern-page.server";
import { ComplaintStatusBadge } from "./complaint-badges";
import type { ComplaintActionResult } from "./complaint-case-screen";

/** A concern about the business, as the business sees it (no reporter identity). */
export function BusinessConcernScreen({
  page,
  result,
}: {
  page: BusinessConcernPage;
  result: ComplaintActionResult | undefined;
}) {
  const navigation = useNavigation();
  const { concern: c, responses, canRespond } = page;
  const failed = result && !result.ok ? result : undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">
          Concern {c.reference} about {c.businessName}
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
          What was reported
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {formatDay(c.occurredOn)} · {c.location} · received {formatDate(c.receivedAt)}
        </p>
        <p className="mt-2 whitespace-pre-wrap text-slate-900">{c.description}</p>
        <p className="mt-3 text-sm text-slate-700">
          The programme does not share who reported a concern. It decides by{" "}
          {formatDate(c.resolveDueAt)} and writes to you with the outcome.
        </p>
      </section>
      {c.outcome ? (
        <section
          aria-labelledby="outcome-h"
          className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
        >
          <h2 id="outcome-h" className="text-lg font-semibold text-slate-900">
            Outcome: {complaintOutcomeLabels[c.outcome]}
          </h2>
          <p className="mt-2 whitespace-pre-wrap">{c.findings}</p>
        </section>
      ) : null}
      <section
        aria-labelledby="responses-h"
        className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="responses-h" className="text-lg font-semibold text-slate-900">
          Your response
        </h2>
        {responses.length === 0 ? (
          <p className="mt-2 text-slate-700">You have not responded yet.</p>
        ) : (
          <ol className="mt-2 space-y-3">
            {responses.map((r) => (
              <li key={r.id} className="border-l-2 border-slate-300 pl-3">
                <p className="text-sm text-slate-600">{formatDate(r.at)}</p>
                <p className="whitespace-pre-wrap">{r.body}</p>
              </li>
            ))}
          </ol>
        )}
        {canRespond ? (
          <Form method="post" className="mt-4 space-y-3" noValidate>
            <TextAreaField
              label="Your account of what happened"
              name="response"
              rows={6}
              defaultValue={
                typeof failed?.values.response === "string" ? failed.values.response : undefined
              }
              error={failed?.fieldErrors.response}
            />
            <SubmitButton pending={navigation.state === "submitting"}>Send response</SubmitButton>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
