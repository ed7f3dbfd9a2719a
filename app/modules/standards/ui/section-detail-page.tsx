import type { ReactNode } from "react";
import { MarkdownContent } from "~/modules/content";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage, SubmitButton, TextAreaField } from "~/components/form";
import { FormattedMessage, useIntl } from "react-intl";
import type { ProposalStatus } from "~/domain/proposal-status";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type { StandardItemDetail } from "../get-standard-item.server";
import type { DetailNotice } from "../get-standards-pages.server";
import { DiscussionsPanel } from "./discussions-panel";
import { HistoryPanel } from "./history-panel";
import { ConfirmBox } from "~/components/confirm-dialog";
import { BackLink, standardsUi, useItemLabel, VersionBadge } from "./standards-ui";

const m = defineMessages({
  allStandards: { id: "standards.detail.allStandards", defaultMessage: "All standards" },
  appendix: { id: "standards.detail.appendix", defaultMessage: "Appendix" },
  updated: {
    id: "standards.detail.updated",
    defaultMessage: "Updated <time>{date}</time> by {name}",
  },
  areYouSure: { id: "standards.detail.areYouSure", defaultMessage: "Are you sure?" },
  areYouSureAbout: {
    id: "standards.detail.areYouSureAbout",
    defaultMessage: "Are you sure? ({label})",
  },
  text: { id: "standards.detail.text", defaultMessage: "Text" },
  subStandards: { id: "standards.detail.subStandards", defaultMessage: "Sub-standards" },
  noSubStandards: {
    id: "standards.detail.noSubStandards",
    defaultMessage: "This standard has no sub-standards.",
  },
  editSub: { id: "standards.detail.editSub", defaultMessage: "Edit {number}" },
  deleteSub: { id: "standards.detail.deleteSub", defaultMessage: "Delete {number}" },
  subLabel: { id: "standards.detail.subLabel", defaultMessage: "{number} {title}" },
  addSub: { id: "standards.detail.addSub", defaultMessage: "Add a sub-standard" },
  addSubButton: { id: "standards.detail.addSubButton", defaultMessage: "Add sub-standard" },
  proposals: {
    id: "standards.detail.proposals",
    defaultMessage:
      "{kind, select, appendix {Proposals on this appendix} other {Proposals on this standard}}",
  },
  proposedBy: {
    id: "standards.detail.proposedBy",
    defaultMessage: "Proposed by {name} on {date}",
  },
  becameVersion: {
    id: "standards.detail.becameVersion",
    defaultMessage: "· became version {version}",
  },
});

/** The notices after a redirect to a standard's page. */
const noticeMessages: Record<DetailNotice, EnglishMessage> = defineMessages({
  created: { id: "standards.detail.notice.created", defaultMessage: "Created at version 1.0." },
  saved: { id: "standards.detail.notice.saved", defaultMessage: "Your changes are saved." },
  "sub-saved": {
    id: "standards.detail.notice.subSaved",
    defaultMessage: "The sub-standard is saved.",
  },
  "sub-deleted": {
    id: "standards.detail.notice.subDeleted",
    defaultMessage: "The sub-standard was deleted; its deletion is recorded in the history.",
  },
});

/** A proposal's status (the labels of domain/proposal-status.ts). */
const proposalStatusMessages: Record<ProposalStatus, EnglishMessage> = defineMessages({
  proposed: { id: "standards.detail.proposalStatus.proposed", defaultMessage: "Proposed" },
  voting: { id: "standards.detail.proposalStatus.voting", defaultMessage: "Balloting" },
  passed: {
    id: "standards.detail.proposalStatus.passed",
    defaultMessage: "Passed — awaiting publication",
  },
  approved: { id: "standards.detail.proposalStatus.approved", defaultMessage: "Approved" },
  rejected: { id: "standards.detail.proposalStatus.rejected", defaultMessage: "Rejected" },
  withdrawn: { id: "standards.detail.proposalStatus.withdrawn", defaultMessage: "Withdrawn" },
});

export type DetailActionResult = {
  ok: boolean;
  intent: string;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  confirm?: { id: string; label: string };
};

const confirmTexts: Record<string, { message: EnglishMessage; button: EnglishMessage }> = {
  deleteSub: defineMessages({
    message: {
      id: "standards.detail.confirm.deleteSub",
      defaultMessage:
        "The sub-standard and its discussions are deleted; the deletion is recorded in the history.",
    },
    button: {
      id: "standards.detail.confirm.deleteSubButton",
      defaultMessage: "Yes, delete the sub-standard",
    },
  }),
  deleteComment: defineMessages({
    message: {
      id: "standards.detail.confirm.deleteComment",
      defaultMessage: "The comment is deleted for everyone.",
    },
    button: {
      id: "standards.detail.confirm.deleteCommentButton",
      defaultMessage: "Yes, delete the comment",
    },
  }),
  restore: defineMessages({
    message: {
      id: "standards.detail.confirm.restore",
      defaultMessage:
        "The earlier text becomes the current text as a new version (the current version plus 0.1).",
    },
    button: {
      id: "standards.detail.confirm.restoreButton",
      defaultMessage: "Yes, restore this text",
    },
  }),
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
  notice: DetailNotice | null;
  timeZone: string;
  result?: DetailActionResult;
}) {
  const { item, can } = detail;
  const intl = useIntl();
  const f = useFormat();
  const label = useItemLabel()(item);
  const updatedBy = item.updatedByCommittee
    ? intl.formatMessage(standardsUi.committee)
    : item.updatedBy;
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
      <BackLink to="/dashboard/standards">
        <FormattedMessage {...m.allStandards} />
      </BackLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">
            <FormattedMessage {...standardsUi.itemTitle} values={{ label, title: item.title }} />
          </h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <VersionBadge version={item.version} />
            {item.categoryName ? (
              <span>{item.categoryName}</span>
            ) : (
              <span>
                <FormattedMessage {...m.appendix} />
              </span>
            )}
            <span>
              <FormattedMessage
                {...m.updated}
                values={{
                  date: f.date(item.updatedAt, timeZone),
                  name: updatedBy,
                  time: (chunks: ReactNode) => <time dateTime={item.updatedAt}>{chunks}</time>,
                }}
              />
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {can.propose ? (
            <Link
              to={`/dashboard/standards/proposals?section=${item.id}#propose`}
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              <FormattedMessage {...standardsUi.proposeChange} />
            </Link>
          ) : null}
          {can.edit ? (
            <Link
              to={`/dashboard/standards/sections/${item.id}/edit`}
              className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              <FormattedMessage {...standardsUi.edit} />
            </Link>
          ) : null}
          <Link
            to={`/standards#${item.anchor}`}
            className="rounded-md border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
          >
            <FormattedMessage {...standardsUi.publicPage} />
          </Link>
        </div>
      </div>

      {notice ? (
        <FormMessage kind="success">
          <FormattedMessage {...noticeMessages[notice]} />
        </FormMessage>
      ) : null}
      {result?.message && !atField ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      {result?.confirm && confirmText ? (
        <ConfirmBox
          message={
            <>
              <p>
                {result.confirm.label ? (
                  <FormattedMessage
                    {...m.areYouSureAbout}
                    values={{ label: result.confirm.label }}
                  />
                ) : (
                  <FormattedMessage {...m.areYouSure} />
                )}
              </p>
              <p className="mt-1 text-sm font-normal">
                <FormattedMessage {...confirmText.message} />
              </p>
            </>
          }
          fields={{ intent: result.intent, id: result.confirm.id, label: result.confirm.label }}
          confirmLabel={intl.formatMessage(confirmText.button)}
          cancelTo="."
          pending={busy(result.intent)}
        />
      ) : null}

      <section aria-labelledby="text-h" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="text-h" className="sr-only">
          <FormattedMessage {...m.text} />
        </h2>
        <MarkdownContent html={item.contentHtml} />
      </section>

      {item.kind === "standard" ? (
        <section aria-labelledby="subs-h" className="space-y-3">
          <h2 id="subs-h" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.subStandards} />
          </h2>
          {detail.subStandards.length === 0 ? (
            <p className="text-slate-700">
              <FormattedMessage {...m.noSubStandards} />
            </p>
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
                          aria-label={intl.formatMessage(m.editSub, { number: sub.number })}
                        >
                          <FormattedMessage {...standardsUi.edit} />
                        </Link>
                      ) : null}
                      {can.deleteSubStandard ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="deleteSub" />
                          <input type="hidden" name="id" value={sub.id} />
                          <input
                            type="hidden"
                            name="label"
                            value={intl.formatMessage(m.subLabel, {
                              number: sub.number,
                              title: sub.title,
                            })}
                          />
                          <button
                            type="submit"
                            className="text-sm text-red-800 underline"
                            aria-label={intl.formatMessage(m.deleteSub, { number: sub.number })}
                          >
                            <FormattedMessage {...standardsUi.delete} />
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
                <FormattedMessage {...m.addSub} />
              </summary>
              <Form method="post" className="mt-3 space-y-3" noValidate>
                <input type="hidden" name="intent" value="createSub" />
                <div className="grid gap-3 md:grid-cols-3">
                  <Field
                    label={intl.formatMessage(standardsUi.number)}
                    name="subNumber"
                    defaultValue={subValues?.subNumber ?? nextSub}
                    maxLength={10}
                    error={subErrors.subNumber}
                  />
                  <Field
                    label={intl.formatMessage(standardsUi.title)}
                    name="title"
                    className="md:col-span-2"
                    maxLength={200}
                    defaultValue={subValues?.title ?? ""}
                    error={subErrors.title}
                  />
                </div>
                <TextAreaField
                  label={intl.formatMessage(standardsUi.text)}
                  name="content"
                  rows={5}
                  maxLength={20000}
                  defaultValue={subValues?.content ?? ""}
                  error={subErrors.content}
                />
                <SubmitButton
                  pending={busy("createSub")}
                  pendingLabel={intl.formatMessage(standardsUi.adding)}
                >
                  <FormattedMessage {...m.addSubButton} />
                </SubmitButton>
              </Form>
            </details>
          ) : null}
        </section>
      ) : null}

      {detail.proposals.length > 0 ? (
        <section aria-labelledby="proposals-h" className="space-y-2">
          <h2 id="proposals-h" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.proposals} values={{ kind: item.kind }} />
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
                  <FormattedMessage
                    {...m.proposedBy}
                    values={{ name: p.proposedBy, date: f.dateTime(p.proposedDate, timeZone) }}
                  />
                </Link>
                <span className="text-slate-700">
                  {proposalStatusMessages[p.status as ProposalStatus] ? (
                    <FormattedMessage {...proposalStatusMessages[p.status as ProposalStatus]} />
                  ) : (
                    p.status
                  )}
                  {p.appliedVersion ? (
                    <>
                      {" "}
                      <FormattedMessage
                        {...m.becameVersion}
                        values={{ version: p.appliedVersion }}
                      />
                    </>
                  ) : null}
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
        itemLabel={label}
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
