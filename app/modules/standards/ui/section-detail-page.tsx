import { MarkdownContent } from "~/modules/content";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage, SubmitButton, TextAreaField } from "~/components/form";
import { formatDate, formatDateTime } from "~/lib/format";
import { proposalStatusLabels, type ProposalStatus } from "~/domain/proposal-status";
import type { StandardItemDetail } from "../get-standard-item.server";
import { DiscussionsPanel } from "./discussions-panel";
import { HistoryPanel } from "./history-panel";
import { ConfirmBox } from "~/components/confirm-dialog";
import { BackLink, VersionBadge } from "./standards-ui";

export type DetailActionResult = {
  ok: boolean;
  intent: string;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  confirm?: { id: string; label: string };
};

const confirmTexts: Record<string, { message: string; button: string }> = {
  deleteSub: {
    message:
      "The sub-standard and its discussions are deleted; the deletion is recorded in the history.",
    button: "Yes, delete the sub-standard",
  },
  deleteComment: {
    message: "The comment is deleted for everyone.",
    button: "Yes, delete the comment",
  },
  restore: {
    message:
      "The earlier text becomes the current text as a new version (the current version plus 0.1).",
    button: "Yes, restore this text",
  },
};

/** A standard's page in the dashboard. */
export function SectionDetailPage({
  detail,
  notice,
  timeZone,
  result,
}: {
  detail: StandardItemDetail;
  viewerId: string;
  notice: string | null;
  timeZone: string;
  result?: DetailActionResult;
}) {
  const { item, can } = detail;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const atField = result && !result.ok && Object.keys(result.fieldErrors ?? {}).length > 0;
  const subErrors =
    result && !result.ok && result.intent === "createSub" ? (result.fieldErrors ?? {}) : {};
  const subValues =
    result && !result.ok && result.intent === "createSub" ? (result.values ?? {}) : null;
  const nextSub = `${item.number}.${
    Math.max(0, ...detail.subStandards.map((s) => Number(s.number.split(".")[1] ?? 0))) + 1
  }`;
  const confirmText = result?.confirm ? confirmTexts[result.intent] : undefined;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <BackLink to="/dashboard/standards">All standards</BackLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            {item.label}. {item.title}
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <VersionBadge version={item.version} />
            {item.categoryName ? <span>{item.categoryName}</span> : <span>Appendix</span>}
            <span>
              Updated <time dateTime={item.updatedAt}>{formatDate(item.updatedAt, timeZone)}</time>{" "}
              by {item.updatedBy}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {can.propose ? (
            <Link
              to={`/dashboard/standards/proposals?section=${item.id}#propose`}
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              Propose a change
            </Link>
          ) : null}
          {can.edit ? (
            <Link
              to={`/dashboard/standards/sections/${item.id}/edit`}
              className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Edit
            </Link>
          ) : null}
          <Link
            to={`/standards#${item.anchor}`}
            className="rounded-md border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
          >
            Public page
          </Link>
        </div>
      </div>

      {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
      {result?.message && !atField ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      {result?.confirm && confirmText ? (
        <ConfirmBox
          message={
            <>
              <p>Are you sure? {result.confirm.label ? `(${result.confirm.label})` : ""}</p>
              <p className="mt-1 text-sm font-normal">{confirmText.message}</p>
            </>
          }
          fields={{ intent: result.intent, id: result.confirm.id, label: result.confirm.label }}
          confirmLabel={confirmText.button}
          cancelTo="."
          pending={busy(result.intent)}
        />
      ) : null}

      <section aria-labelledby="text-h" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="text-h" className="sr-only">
          Text
        </h2>
        <MarkdownContent html={item.contentHtml} />
      </section>

      {item.kind === "standard" ? (
        <section aria-labelledby="subs-h" className="space-y-3">
          <h2 id="subs-h" className="text-lg font-semibold text-slate-900">
            Sub-standards
          </h2>
          {detail.subStandards.length === 0 ? (
            <p className="text-slate-700">This standard has no sub-standards.</p>
          ) : (
            <ul className="space-y-3">
              {detail.subStandards.map((sub) => (
                <li key={sub.id} className="rounded-lg border border-slate-200 bg-white p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="font-semibold text-slate-900">
                      {sub.number} {sub.title}
                    </h3>
                    <div className="flex items-center gap-3">
                      <VersionBadge version={sub.version} />
                      {can.editSubStandard ? (
                        <Link
                          to={`/dashboard/standards/sub-standards/${sub.id}/edit`}
                          className="text-sm text-brand-800 underline"
                          aria-label={`Edit ${sub.number}`}
                        >
                          Edit
                        </Link>
                      ) : null}
                      {can.deleteSubStandard ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="deleteSub" />
                          <input type="hidden" name="id" value={sub.id} />
                          <input type="hidden" name="label" value={`${sub.number} ${sub.title}`} />
                          <button
                            type="submit"
                            className="text-sm text-red-800 underline"
                            aria-label={`Delete ${sub.number}`}
                          >
                            Delete
                          </button>
                        </Form>
                      ) : null}
                    </div>
                  </div>
                  <MarkdownContent html={sub.contentHtml} className="mt-1" />
                </li>
              ))}
            </ul>
          )}
          {can.createSubStandard ? (
            <details
              className="rounded-lg border border-slate-200 bg-white p-4"
              open={Boolean(subValues)}
            >
              <summary className="cursor-pointer font-medium text-slate-900">
                Add a sub-standard
              </summary>
              <Form method="post" className="mt-3 space-y-3" noValidate>
                <input type="hidden" name="intent" value="createSub" />
                <div className="grid gap-3 md:grid-cols-3">
                  <Field
                    label="Number"
                    name="subNumber"
                    defaultValue={subValues?.subNumber ?? nextSub}
                    maxLength={10}
                    error={subErrors.subNumber}
                  />
                  <Field
                    label="Title"
                    name="title"
                    className="md:col-span-2"
                    maxLength={200}
                    defaultValue={subValues?.title ?? ""}
                    error={subErrors.title}
                  />
                </div>
                <TextAreaField
                  label="Text"
                  name="content"
                  rows={5}
                  maxLength={20000}
                  defaultValue={subValues?.content ?? ""}
                  error={subErrors.content}
                />
                <SubmitButton pending={busy("createSub")} pendingLabel="Adding…">
                  Add sub-standard
                </SubmitButton>
              </Form>
            </details>
          ) : null}
        </section>
      ) : null}

      {detail.proposals.length > 0 ? (
        <section aria-labelledby="proposals-h" className="space-y-2">
          <h2 id="proposals-h" className="text-lg font-semibold text-slate-900">
            Proposals on this {item.kind === "appendix" ? "appendix" : "standard"}
          </h2>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
            {detail.proposals.map((p) => (
              <li
                key={p.id}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm"
              >
                <Link
                  to={`/dashboard/standards/proposals/${p.id}`}
                  className="text-brand-800 underline"
                >
                  Proposed by {p.proposedBy} on {formatDateTime(p.proposedDate, timeZone)}
                </Link>
                <span className="text-slate-700">
                  {proposalStatusLabels[p.status as ProposalStatus] ?? p.status}
                  {p.appliedVersion ? ` · became version ${p.appliedVersion}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <HistoryPanel
        itemId={item.id}
        groups={detail.history}
        comparison={detail.comparison}
        canRestoreItem={can.restore}
        canRestoreSub={can.restoreSub}
        timeZone={timeZone}
      />

      <DiscussionsPanel
        itemId={item.id}
        itemLabel={item.label}
        subStandards={detail.subStandards.map((s) => ({
          id: s.id,
          number: s.number,
          title: s.title,
        }))}
        discussions={detail.discussions}
        canComment={can.comment}
        result={result}
        timeZone={timeZone}
      />
    </div>
  );
}
