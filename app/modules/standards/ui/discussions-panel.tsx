import { Form, useNavigation } from "react-router";
import { CheckboxField, SelectField, SubmitButton, TextAreaField } from "~/components/form";
import { Pagination } from "~/components/pagination";
import { FormattedMessage, useIntl } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type { DiscussionView } from "../get-standard-item.server";
import { standardsUi } from "./standards-ui";

const m = defineMessages({
  edited: { id: "standards.discussion.edited", defaultMessage: "(edited)" },
  pinned: { id: "standards.discussion.pinned", defaultMessage: "Pinned" },
  faqBadge: { id: "standards.discussion.faqBadge", defaultMessage: "FAQ on the public page" },
  aboutItem: { id: "standards.discussion.aboutItem", defaultMessage: "About {label} as a whole" },
  aboutSub: { id: "standards.discussion.aboutSub", defaultMessage: "About {about}" },
  aboutRemoved: {
    id: "standards.discussion.aboutRemoved",
    defaultMessage: "About a removed sub-standard",
  },
  committeeAnswer: {
    id: "standards.discussion.committeeAnswer",
    defaultMessage: "Committee's answer",
  },
  comment: { id: "standards.discussion.comment", defaultMessage: "Comment" },
  saveComment: { id: "standards.discussion.saveComment", defaultMessage: "Save comment" },
  faqAndPin: { id: "standards.discussion.faqAndPin", defaultMessage: "FAQ and pin" },
  pin: { id: "standards.discussion.pin", defaultMessage: "Pin to the top" },
  publishFaq: {
    id: "standards.discussion.publishFaq",
    defaultMessage: "Publish as a question and answer on the public standards page",
  },
  faqAnswer: {
    id: "standards.discussion.faqAnswer",
    defaultMessage: "Answer published with the question",
  },
  save: { id: "standards.discussion.save", defaultMessage: "Save" },
  commentBy: { id: "standards.discussion.commentBy", defaultMessage: "the comment by {name}" },
  deleteCommentBy: {
    id: "standards.discussion.deleteCommentBy",
    defaultMessage: "Delete the comment by {name}",
  },
  heading: { id: "standards.discussion.heading", defaultMessage: "Discussion" },
  count: {
    id: "standards.discussion.count",
    defaultMessage: "({count, plural, one {# comment} other {# comments}})",
  },
  none: {
    id: "standards.discussion.none",
    defaultMessage: "No comments yet. Questions about how to apply this standard are welcome.",
  },
  addComment: { id: "standards.discussion.addComment", defaultMessage: "Add a comment" },
  about: { id: "standards.discussion.about", defaultMessage: "About" },
  asAWhole: { id: "standards.discussion.asAWhole", defaultMessage: "{label} as a whole" },
  subOption: { id: "standards.discussion.subOption", defaultMessage: "{number} {title}" },
  posting: { id: "standards.discussion.posting", defaultMessage: "Posting…" },
  post: { id: "standards.discussion.post", defaultMessage: "Post comment" },
});

type Result = {
  ok: boolean;
  intent: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

function DiscussionItem({
  d,
  itemLabel,
  result,
  timeZone,
}: {
  d: DiscussionView;
  itemLabel: string;
  result?: Result;
  timeZone: string;
}) {
  const intl = useIntl();
  const f = useFormat();
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
          {f.dateTime(d.createdAt, timeZone)}
        </time>
        {d.edited ? (
          <span className="text-slate-600">
            <FormattedMessage {...m.edited} />
          </span>
        ) : null}
        {d.isPinned ? (
          <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-900">
            <FormattedMessage {...m.pinned} />
          </span>
        ) : null}
        {d.isFaq ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
            <FormattedMessage {...m.faqBadge} />
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {d.aboutKind === "item" ? (
          <FormattedMessage {...m.aboutItem} values={{ label: itemLabel }} />
        ) : d.aboutKind === "removed" ? (
          <FormattedMessage {...m.aboutRemoved} />
        ) : (
          <FormattedMessage {...m.aboutSub} values={{ about: d.about }} />
        )}
      </p>
      <p className="mt-2 whitespace-pre-wrap text-slate-900">{d.comment}</p>
      {d.isFaq && d.faqAnswer ? (
        <div className="mt-2 rounded-md bg-white/70 p-3 text-sm">
          <p className="font-medium text-slate-900">
            <FormattedMessage {...m.committeeAnswer} />
          </p>
          <p className="whitespace-pre-wrap text-slate-800">{d.faqAnswer}</p>
        </div>
      ) : null}
      {d.can.edit || d.can.delete || d.can.moderate ? (
        <div className="mt-3 flex flex-wrap items-start gap-3">
          {d.can.edit ? (
            <details open={Boolean(mine("editComment"))} className="w-full sm:w-auto sm:flex-1">
              <summary className="cursor-pointer text-sm text-brand-800">
                <FormattedMessage {...standardsUi.edit} />
              </summary>
              <Form method="post" className="mt-2 space-y-2" noValidate>
                <input type="hidden" name="intent" value="editComment" />
                <input type="hidden" name="id" value={d.id} />
                <TextAreaField
                  label={intl.formatMessage(m.comment)}
                  name="comment"
                  id={`edit-comment-${d.id}`}
                  rows={3}
                  maxLength={5000}
                  defaultValue={
                    mine("editComment") ? (result?.values?.comment ?? d.comment) : d.comment
                  }
                  error={editErrors.comment}
                />
                <SubmitButton
                  pending={busy("editComment")}
                  pendingLabel={intl.formatMessage(standardsUi.saving)}
                >
                  <FormattedMessage {...m.saveComment} />
                </SubmitButton>
              </Form>
            </details>
          ) : null}
          {d.can.moderate ? (
            <details open={Boolean(mine("moderate"))} className="w-full sm:w-auto sm:flex-1">
              <summary className="cursor-pointer text-sm text-brand-800">
                <FormattedMessage {...m.faqAndPin} />
              </summary>
              <Form method="post" className="mt-2 space-y-2" noValidate>
                <input type="hidden" name="intent" value="moderate" />
                <input type="hidden" name="id" value={d.id} />
                <CheckboxField
                  id={`pin-${d.id}`}
                  label={intl.formatMessage(m.pin)}
                  name="isPinned"
                  defaultChecked={d.isPinned}
                  labelClassName="flex items-center gap-2 text-sm text-slate-900"
                  controlClassName="h-4 w-4"
                />
                <CheckboxField
                  id={`faq-${d.id}`}
                  label={intl.formatMessage(m.publishFaq)}
                  name="isFaq"
                  defaultChecked={d.isFaq}
                  labelClassName="flex items-center gap-2 text-sm text-slate-900"
                  controlClassName="h-4 w-4"
                />
                <TextAreaField
                  label={intl.formatMessage(m.faqAnswer)}
                  name="faqAnswer"
                  id={`faq-answer-${d.id}`}
                  rows={3}
                  maxLength={5000}
                  defaultValue={
                    mine("moderate") ? (result?.values?.faqAnswer ?? "") : (d.faqAnswer ?? "")
                  }
                  error={moderateErrors.faqAnswer}
                />
                <SubmitButton
                  pending={busy("moderate")}
                  pendingLabel={intl.formatMessage(standardsUi.saving)}
                >
                  <FormattedMessage {...m.save} />
                </SubmitButton>
              </Form>
            </details>
          ) : null}
          {d.can.delete ? (
            <Form method="post">
              <input type="hidden" name="intent" value="deleteComment" />
              <input type="hidden" name="id" value={d.id} />
              <input
                type="hidden"
                name="label"
                value={intl.formatMessage(m.commentBy, { name: d.author })}
              />
              <button
                type="submit"
                disabled={busy("deleteComment")}
                className="text-sm text-red-800 underline"
                aria-label={intl.formatMessage(m.deleteCommentBy, { name: d.author })}
              >
                <FormattedMessage {...standardsUi.delete} />
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
  const intl = useIntl();
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
        <FormattedMessage {...m.heading} />{" "}
        <span className="font-normal text-slate-700">
          <FormattedMessage {...m.count} values={{ count: discussions.total }} />
        </span>
      </h2>
      {discussions.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
          <FormattedMessage {...m.none} />
        </p>
      ) : (
        <ul className="space-y-3">
          {discussions.rows.map((d) => (
            <DiscussionItem
              key={d.id}
              d={d}
              itemLabel={itemLabel}
              result={result}
              timeZone={timeZone}
            />
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
          <h3 className="font-medium text-slate-900">
            <FormattedMessage {...m.addComment} />
          </h3>
          {subStandards.length > 0 ? (
            <SelectField
              label={intl.formatMessage(m.about)}
              name="about"
              defaultValue={commentFailed ? (result?.values?.about ?? "") : ""}
              error={errors.about}
            >
              <option value="">{intl.formatMessage(m.asAWhole, { label: itemLabel })}</option>
              {subStandards.map((s) => (
                <option key={s.id} value={s.id}>
                  {intl.formatMessage(m.subOption, { number: s.number, title: s.title })}
                </option>
              ))}
            </SelectField>
          ) : null}
          <TextAreaField
            label={intl.formatMessage(m.comment)}
            name="comment"
            rows={4}
            maxLength={5000}
            defaultValue={commentFailed ? (result?.values?.comment ?? "") : ""}
            error={errors.comment}
          />
          <SubmitButton pending={posting} pendingLabel={intl.formatMessage(m.posting)}>
            <FormattedMessage {...m.post} />
          </SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
