import { FormattedMessage, useIntl } from "react-intl";
import { Form } from "react-router";
import { SubmitButton, TextAreaField } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type { ProposalDetail } from "../get-proposal.server";
import { COMMENT_MAX, HIDE_REASON_MAX } from "../proposal-schema";
import type { ProposalActionResult } from "./proposal-detail-page";

type Comment = ProposalDetail["discussion"][number];

const m = defineMessages({
  title: { id: "proposals.discussion.title", defaultMessage: "Discussion" },
  none: {
    id: "proposals.discussion.none",
    defaultMessage: "No replies yet. Start the discussion below.",
  },
  formerUser: { id: "proposals.discussion.formerUser", defaultMessage: "Former user" },
  proposer: { id: "proposals.discussion.proposer", defaultMessage: "(proposer)" },
  edited: { id: "proposals.discussion.edited", defaultMessage: "· edited <time></time>" },
  hidden: { id: "proposals.discussion.hidden", defaultMessage: "Hidden by {name}: {reason}" },
  hiddenByModerator: {
    id: "proposals.discussion.hiddenByModerator",
    defaultMessage: "Hidden by a moderator: {reason}",
  },
  earlier: {
    id: "proposals.discussion.earlier",
    defaultMessage: "Earlier {count, plural, one {version} other {versions (#)}}",
  },
  replaced: { id: "proposals.discussion.replaced", defaultMessage: "Replaced <time></time>" },
  editYours: { id: "proposals.discussion.editYours", defaultMessage: "Edit your reply" },
  yourReply: { id: "proposals.discussion.yourReply", defaultMessage: "Your reply" },
  saving: { id: "proposals.discussion.saving", defaultMessage: "Saving…" },
  save: { id: "proposals.discussion.save", defaultMessage: "Save the reply" },
  hideThis: { id: "proposals.discussion.hideThis", defaultMessage: "Hide this reply" },
  reason: { id: "proposals.discussion.reason", defaultMessage: "Reason (shown in its place)" },
  hide: { id: "proposals.discussion.hide", defaultMessage: "Hide the reply" },
  posting: { id: "proposals.discussion.posting", defaultMessage: "Posting…" },
  post: { id: "proposals.discussion.post", defaultMessage: "Post the reply" },
});

/**
 * A proposal's discussion thread (decision 059): replies in order, "edited"
 * with the earlier texts, the author's edit form, an administrator's hide
 * form (with a reason), and the reply form. Works without JavaScript.
 */
export function ProposalDiscussion({
  comments,
  canComment,
  timeZone,
  result,
  busy,
}: {
  comments: Comment[];
  canComment: boolean;
  timeZone: string;
  result?: ProposalActionResult;
  busy: (intent: string) => boolean;
}) {
  const failedFor = (intent: string, commentId?: string) =>
    result &&
    !result.ok &&
    result.intent === intent &&
    (!commentId || result.values?.commentId === commentId)
      ? result
      : null;
  const replyFailed = failedFor("comment");
  const intl = useIntl();
  const f = useFormat();
  return (
    <section
      id="discussion"
      aria-labelledby="discussion-h"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="discussion-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.title} />
      </h2>
      {comments.length === 0 ? (
        <p className="text-sm text-slate-700">
          <FormattedMessage {...m.none} />
        </p>
      ) : (
        <ol className="space-y-3">
          {comments.map((c) => {
            const editFailed = failedFor("editComment", c.id);
            const hideFailed = failedFor("hideComment", c.id);
            return (
              <li
                key={c.id}
                id={`reply-${c.id}`}
                className="rounded-md border border-slate-200 p-3"
                data-testid="discussion-reply"
              >
                <p className="flex flex-wrap gap-x-2 text-sm text-slate-700">
                  <span className="font-medium text-slate-900">
                    {c.author ?? intl.formatMessage(m.formerUser)}
                  </span>
                  {c.byProposer ? (
                    <span>
                      <FormattedMessage {...m.proposer} />
                    </span>
                  ) : null}
                  <time dateTime={c.createdAt}>{f.dateTime(c.createdAt, timeZone)}</time>
                  {c.editedAt ? (
                    <span>
                      <FormattedMessage
                        {...m.edited}
                        values={{
                          time: () => (
                            <time dateTime={c.editedAt!}>{f.dateTime(c.editedAt!, timeZone)}</time>
                          ),
                        }}
                      />
                    </span>
                  ) : null}
                </p>
                {c.hidden ? (
                  <p className="mt-2 text-sm text-slate-700 italic">
                    <FormattedMessage
                      {...(c.hidden.by ? m.hidden : m.hiddenByModerator)}
                      values={{ name: c.hidden.by, reason: c.hidden.reason }}
                    />
                  </p>
                ) : (
                  <p className="mt-2 whitespace-pre-wrap text-slate-800">{c.body}</p>
                )}
                {c.revisions.length > 0 ? (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer text-brand-800 underline">
                      <FormattedMessage {...m.earlier} values={{ count: c.revisions.length }} />
                    </summary>
                    <ol className="mt-2 space-y-2">
                      {c.revisions.map((r) => (
                        <li key={r.id} className="rounded bg-slate-50 p-2">
                          <p className="text-xs text-slate-600">
                            <FormattedMessage
                              {...m.replaced}
                              values={{
                                time: () => (
                                  <time dateTime={r.replacedAt}>
                                    {f.dateTime(r.replacedAt, timeZone)}
                                  </time>
                                ),
                              }}
                            />
                          </p>
                          <p className="whitespace-pre-wrap text-slate-800">{r.body}</p>
                        </li>
                      ))}
                    </ol>
                  </details>
                ) : null}
                {c.canEdit ? (
                  <details className="mt-2 text-sm" open={Boolean(editFailed)}>
                    <summary className="cursor-pointer text-brand-800 underline">
                      <FormattedMessage {...m.editYours} />
                    </summary>
                    <Form method="post" className="mt-2 space-y-2" noValidate>
                      <input type="hidden" name="intent" value="editComment" />
                      <input type="hidden" name="commentId" value={c.id} />
                      <TextAreaField
                        label={intl.formatMessage(m.yourReply)}
                        id={`edit-${c.id}`}
                        name="body"
                        rows={3}
                        maxLength={COMMENT_MAX}
                        defaultValue={editFailed?.values?.body ?? c.body ?? ""}
                        error={editFailed?.fieldErrors?.body}
                      />
                      <SubmitButton
                        pending={busy("editComment")}
                        pendingLabel={intl.formatMessage(m.saving)}
                      >
                        <FormattedMessage {...m.save} />
                      </SubmitButton>
                    </Form>
                  </details>
                ) : null}
                {c.canHide ? (
                  <details className="mt-2 text-sm" open={Boolean(hideFailed)}>
                    <summary className="cursor-pointer text-red-800 underline">
                      <FormattedMessage {...m.hideThis} />
                    </summary>
                    <Form method="post" className="mt-2 space-y-2" noValidate>
                      <input type="hidden" name="intent" value="hideComment" />
                      <input type="hidden" name="commentId" value={c.id} />
                      <TextAreaField
                        label={intl.formatMessage(m.reason)}
                        id={`hide-${c.id}`}
                        name="reason"
                        rows={2}
                        maxLength={HIDE_REASON_MAX}
                        defaultValue={hideFailed?.values?.reason ?? ""}
                        error={hideFailed?.fieldErrors?.reason}
                      />
                      <button
                        type="submit"
                        className="rounded-md border border-red-700 px-3 py-1.5 font-semibold text-red-800 hover:bg-red-50"
                      >
                        <FormattedMessage {...m.hide} />
                      </button>
                    </Form>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      {canComment ? (
        <Form key={comments.length} method="post" className="space-y-2" noValidate>
          <input type="hidden" name="intent" value="comment" />
          <TextAreaField
            label={intl.formatMessage(m.yourReply)}
            name="body"
            rows={3}
            maxLength={COMMENT_MAX}
            defaultValue={replyFailed?.values?.body ?? ""}
            error={replyFailed?.fieldErrors?.body}
          />
          <SubmitButton pending={busy("comment")} pendingLabel={intl.formatMessage(m.posting)}>
            <FormattedMessage {...m.post} />
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
