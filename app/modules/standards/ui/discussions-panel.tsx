import { Form, useNavigation } from "react-router";
import { CheckboxField, SelectField, SubmitButton, TextAreaField } from "~/components/form";
import { Pagination } from "~/components/pagination";
import { formatDateTime, pluralize } from "~/lib/format";
import type { DiscussionView } from "../get-standard-item.server";

type Result = {
  ok: boolean;
  intent: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

function DiscussionItem({
  d,
  result,
  timeZone,
}: {
  d: DiscussionView;
  result?: Result;
  timeZone: string;
}) {
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("id") === d.id;
  const mine = (intent: string) =>
    result && !result.ok && result.intent === intent && result.values?.id === d.id;
  const editErrors = mine("editComment") ? (result?.fieldErrors ?? {}) : {};
  const moderateErrors = mine("moderate") ? (result?.fieldErrors ?? {}) : {};
  return (
    <li
      className={`rounded-lg border p-4 ${d.isPinned ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white"}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-slate-900">{d.author}</span>
        <time dateTime={d.createdAt} className="text-slate-600">
          {formatDateTime(d.createdAt, timeZone)}
        </time>
        {d.edited ? <span className="text-slate-600">(edited)</span> : null}
        {d.isPinned ? (
          <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Pinned
          </span>
        ) : null}
        {d.isFaq ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
            FAQ on the public page
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-slate-600">About {d.about}</p>
      <p className="mt-2 whitespace-pre-wrap text-slate-900">{d.comment}</p>
      {d.isFaq && d.faqAnswer ? (
        <div className="mt-2 rounded-md bg-white/70 p-3 text-sm">
          <p className="font-medium text-slate-900">Committee's answer</p>
          <p className="whitespace-pre-wrap text-slate-800">{d.faqAnswer}</p>
        </div>
      ) : null}
      {d.can.edit || d.can.delete || d.can.moderate ? (
        <div className="mt-3 flex flex-wrap items-start gap-3">
          {d.can.edit ? (
            <details open={Boolean(mine("editComment"))} className="w-full sm:w-auto sm:flex-1">
              <summary className="cursor-pointer text-sm text-brand-800">Edit</summary>
              <Form method="post" className="mt-2 space-y-2" noValidate>
                <input type="hidden" name="intent" value="editComment" />
                <input type="hidden" name="id" value={d.id} />
                <TextAreaField
                  label="Comment"
                  name="comment"
                  id={`edit-comment-${d.id}`}
                  rows={3}
                  maxLength={5000}
                  defaultValue={
                    mine("editComment") ? (result?.values?.comment ?? d.comment) : d.comment
                  }
                  error={editErrors.comment}
                />
                <SubmitButton pending={busy("editComment")} pendingLabel="Saving…">
                  Save comment
                </SubmitButton>
              </Form>
            </details>
          ) : null}
          {d.can.moderate ? (
            <details open={Boolean(mine("moderate"))} className="w-full sm:w-auto sm:flex-1">
              <summary className="cursor-pointer text-sm text-brand-800">FAQ and pin</summary>
              <Form method="post" className="mt-2 space-y-2" noValidate>
                <input type="hidden" name="intent" value="moderate" />
                <input type="hidden" name="id" value={d.id} />
                <CheckboxField
                  id={`pin-${d.id}`}
                  label="Pin to the top"
                  name="isPinned"
                  defaultChecked={d.isPinned}
                  labelClassName="flex items-center gap-2 text-sm text-slate-900"
                  controlClassName="h-4 w-4"
                />
                <CheckboxField
                  id={`faq-${d.id}`}
                  label="Publish as a question and answer on the public standards page"
                  name="isFaq"
                  defaultChecked={d.isFaq}
                  labelClassName="flex items-center gap-2 text-sm text-slate-900"
                  controlClassName="h-4 w-4"
                />
                <TextAreaField
                  label="Answer published with the question"
                  name="faqAnswer"
                  id={`faq-answer-${d.id}`}
                  rows={3}
                  maxLength={5000}
                  defaultValue={
                    mine("moderate") ? (result?.values?.faqAnswer ?? "") : (d.faqAnswer ?? "")
                  }
                  error={moderateErrors.faqAnswer}
                />
                <SubmitButton pending={busy("moderate")} pendingLabel="Saving…">
                  Save
                </SubmitButton>
              </Form>
            </details>
          ) : null}
          {d.can.delete ? (
            <Form method="post">
              <input type="hidden" name="intent" value="deleteComment" />
              <input type="hidden" name="id" value={d.id} />
              <input type="hidden" name="label" value={`the comment by ${d.author}`} />
              <button
                type="submit"
                disabled={busy("deleteComment")}
                className="text-sm text-red-800 underline"
                aria-label={`Delete the comment by ${d.author}`}
              >
                Delete
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

/** Discussions of a standard and its sub-standards: pinned first, then in order; paginated. */
export function DiscussionsPanel({
  itemId,
  itemLabel,
  subStandards,
  discussions,
  canComment,
  result,
  timeZone,
}: {
  itemId: string;
  itemLabel: string;
  subStandards: { id: string; number: string; title: string }[];
  discussions: { page: number; pageCount: number; total: number; rows: DiscussionView[] };
  canComment: boolean;
  result?: Result;
  timeZone: string;
}) {
  const navigation = useNavigation();
  const posting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "comment";
  const commentFailed = result && !result.ok && result.intent === "comment";
  const errors = commentFailed ? (result?.fieldErrors ?? {}) : {};
  // A successful post clears the form (the count changes the key); a failed one keeps the text.
  const formKey = `comment-${discussions.total}`;
  return (
    <section id="discussions" aria-labelledby="discussions-h" className="scroll-mt-6 space-y-4">
      <h2 id="discussions-h" className="text-lg font-semibold text-slate-900">
        Discussion{" "}
        <span className="font-normal text-slate-700">
          ({pluralize(discussions.total, "comment")})
        </span>
      </h2>
      {discussions.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          No comments yet. Questions about how to apply this standard are welcome.
        </p>
      ) : (
        <ul className="space-y-3">
          {discussions.rows.map((d) => (
            <DiscussionItem key={d.id} d={d} result={result} timeZone={timeZone} />
          ))}
        </ul>
      )}
      <Pagination
        page={discussions.page}
        pageCount={discussions.pageCount}
        hrefFor={(p) => `/dashboard/standards/sections/${itemId}?dpage=${p}#discussions`}
      />
      {canComment ? (
        <Form
          method="post"
          key={formKey}
          className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
          noValidate
        >
          <input type="hidden" name="intent" value="comment" />
          <h3 className="font-medium text-slate-900">Add a comment</h3>
          {subStandards.length > 0 ? (
            <SelectField
              label="About"
              name="about"
              defaultValue={commentFailed ? (result?.values?.about ?? "") : ""}
              error={errors.about}
            >
              <option value="">{itemLabel} as a whole</option>
              {subStandards.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.number} {s.title}
                </option>
              ))}
            </SelectField>
          ) : null}
          <TextAreaField
            label="Comment"
            name="comment"
            rows={4}
            maxLength={5000}
            defaultValue={commentFailed ? (result?.values?.comment ?? "") : ""}
            error={errors.comment}
          />
          <SubmitButton pending={posting} pendingLabel="Posting…">
            Post comment
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
