import { Form } from "react-router";
import { SubmitButton, TextAreaField } from "~/components/form";
import { formatDateTime } from "~/lib/format";
import type { ProposalDetail } from "../get-proposal.server";
import { COMMENT_MAX, HIDE_REASON_MAX } from "../proposal-schema";
import type { ProposalActionResult } from "./proposal-detail-page";

type Comment = ProposalDetail["discussion"][number];

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
  return (
    <section
      id="discussion"
      aria-labelledby="discussion-h"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="discussion-h" className="text-lg font-semibold text-slate-900">
        Discussion
      </h2>
      {comments.length === 0 ? (
        <p className="text-sm text-slate-700">No replies yet. Start the discussion below.</p>
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
                  <span className="font-medium text-slate-900">{c.author}</span>
                  {c.byProposer ? <span>(proposer)</span> : null}
                  <time dateTime={c.createdAt}>{formatDateTime(c.createdAt, timeZone)}</time>
                  {c.editedAt ? (
                    <span>
                      · edited{" "}
                      <time dateTime={c.editedAt}>{formatDateTime(c.editedAt, timeZone)}</time>
                    </span>
                  ) : null}
                </p>
                {c.hidden ? (
                  <p className="mt-2 text-sm text-slate-700 italic">
                    Hidden by {c.hidden.by}: {c.hidden.reason}
                  </p>
                ) : (
                  <p className="mt-2 whitespace-pre-wrap text-slate-800">{c.body}</p>
                )}
                {c.revisions.length > 0 ? (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer text-brand-800 underline">
                      Earlier{" "}
                      {c.revisions.length === 1 ? "version" : `versions (${c.revisions.length})`}
                    </summary>
                    <ol className="mt-2 space-y-2">
                      {c.revisions.map((r) => (
                        <li key={r.id} className="rounded bg-slate-50 p-2">
                          <p className="text-xs text-slate-600">
                            Replaced{" "}
                            <time dateTime={r.replacedAt}>
                              {formatDateTime(r.replacedAt, timeZone)}
                            </time>
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
                      Edit your reply
                    </summary>
                    <Form method="post" className="mt-2 space-y-2" noValidate>
                      <input type="hidden" name="intent" value="editComment" />
                      <input type="hidden" name="commentId" value={c.id} />
                      <TextAreaField
                        label="Your reply"
                        id={`edit-${c.id}`}
                        name="body"
                        rows={3}
                        maxLength={COMMENT_MAX}
                        defaultValue={editFailed?.values?.body ?? c.body ?? ""}
                        error={editFailed?.fieldErrors?.body}
                      />
                      <SubmitButton pending={busy("editComment")} pendingLabel="Saving…">
                        Save the reply
                      </SubmitButton>
                    </Form>
                  </details>
                ) : null}
                {c.canHide ? (
                  <details className="mt-2 text-sm" open={Boolean(hideFailed)}>
                    <summary className="cursor-pointer text-red-800 underline">
                      Hide this reply
                    </summary>
                    <Form method="post" className="mt-2 space-y-2" noValidate>
                      <input type="hidden" name="intent" value="hideComment" />
                      <input type="hidden" name="commentId" value={c.id} />
                      <TextAreaField
                        label="Reason (shown in its place)"
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
                        Hide the reply
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
            label="Your reply"
            name="body"
            rows={3}
            maxLength={COMMENT_MAX}
            defaultValue={replyFailed?.values?.body ?? ""}
            error={replyFailed?.fieldErrors?.body}
          />
          <SubmitButton pending={busy("comment")} pendingLabel="Posting…">
            Post the reply
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
