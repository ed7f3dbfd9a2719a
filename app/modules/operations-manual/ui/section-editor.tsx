import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { Field, FormMessage, SelectField } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { MarkdownEditor, useUnsavedChangesWarning } from "~/modules/content";
import type {
  ManualRevisionItem,
  ManualSectionForEdit,
} from "../get-manual-section-for-edit.server";
import {
  MANUAL_SUMMARY_MAX,
  MANUAL_TITLE_MAX,
  manualSectionEditPath,
  manualSummaryMessages,
} from "../manual-rules";

const m = defineMessages({
  form: { id: "manual.editor.form", defaultMessage: "Edit section" },
  title: { id: "manual.editor.title", defaultMessage: "Title" },
  chapter: { id: "manual.editor.chapter", defaultMessage: "Chapter" },
  text: { id: "manual.editor.text", defaultMessage: "Text (Markdown)" },
  help: {
    id: "manual.editor.help",
    defaultMessage:
      "Markdown: paragraphs, <code>**bold**</code>, lists, tables, links. A <code># heading</code> becomes a sub-heading of this section. HTML is removed.",
  },
  updatePreview: { id: "manual.editor.updatePreview", defaultMessage: "Update preview" },
  summary: { id: "manual.editor.summary", defaultMessage: "Summary of the change" },
  summaryHint: {
    id: "manual.editor.summaryHint",
    defaultMessage:
      "Kept with the revision, for example: Refund deadline changed to 10 business days (committee, March 4).",
  },
  saving: { id: "manual.editor.saving", defaultMessage: "Saving…" },
  save: { id: "manual.editor.save", defaultMessage: "Save as new revision" },
  history: { id: "manual.history.title", defaultMessage: "Revision history" },
  revision: { id: "manual.history.revision", defaultMessage: "Revision" },
  saved: { id: "manual.history.saved", defaultMessage: "Saved" },
  summaryColumn: { id: "manual.history.summary", defaultMessage: "Summary" },
  actions: { id: "manual.history.actions", defaultMessage: "Actions" },
  current: { id: "manual.history.current", defaultMessage: "(current)" },
  by: { id: "manual.history.by", defaultMessage: "by {name}" },
  changes: { id: "manual.history.changes", defaultMessage: "Changes" },
  changesLabel: {
    id: "manual.history.changesLabel",
    defaultMessage: "Changes in revision {revision}, compared with the one before",
  },
  restore: { id: "manual.history.restore", defaultMessage: "Restore" },
  restoring: { id: "manual.history.restoring", defaultMessage: "Restoring…" },
  restoreLabel: {
    id: "manual.history.restoreLabel",
    defaultMessage: "Restore revision {revision}",
  },
  diffTitle: {
    id: "manual.diff.title",
    defaultMessage: "Changes in revision {revision} (compared with revision {previous})",
  },
  diffFirst: {
    id: "manual.diff.first",
    defaultMessage: "Revision {revision}: the first text of this section",
  },
  counts: {
    id: "manual.diff.counts",
    defaultMessage:
      "{added, plural, one {# word} other {# words}} added, {removed, plural, one {# word} other {# words}} removed.",
  },
  titleChanged: {
    id: "manual.diff.titleChanged",
    defaultMessage: "Title changed from “{before}” to “{after}”.",
  },
  added: { id: "manual.diff.added", defaultMessage: "added" },
  removed: { id: "manual.diff.removed", defaultMessage: "removed" },
  differences: { id: "manual.diff.differences", defaultMessage: "Differences" },
  close: { id: "manual.diff.close", defaultMessage: "Close the comparison" },
});

/** A revision's summary: the editor's words, or the services' own in the reader's language. */
function RevisionSummary({ revision: r }: { revision: ManualRevisionItem }) {
  const intl = useIntl();
  switch (r.systemSummary) {
    case "seed":
      return <>{intl.formatMessage(manualSummaryMessages.seed)}</>;
    case "new-section":
      return <>{intl.formatMessage(manualSummaryMessages.newSection)}</>;
    case "restored":
      return (
        <>{intl.formatMessage(manualSummaryMessages.restored, { revision: r.restoredFrom })}</>
      );
    default:
      return <>{r.summary}</>;
  }
}

export type SectionActionData = {
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  preview?: string;
};

const PREVIEW_DELAY_MS = 400;
const buttonPrimary =
  "inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
const buttonSecondary =
  "inline-flex items-center justify-center rounded-md border border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70";

/** Edit a manual section (Markdown with live preview) and save it as a new revision. */
export function SectionEditor({
  section,
  initialPreview,
  actionData,
}: {
  section: ManualSectionForEdit;
  initialPreview: string;
  actionData: SectionActionData | undefined;
}) {
  const intl = useIntl();
  const action = manualSectionEditPath(section.id);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const previewFetcher = useFetcher<SectionActionData>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Unsaved changes: asked before the page is left. A section is saved as a revision
  // with a summary, so it is never saved by itself (decision 060).
  const { dirty, warning } = useUnsavedChangesWarning();
  const errors = actionData?.fieldErrors ?? {};
  const values = actionData?.values;
  const previewHtml = previewFetcher.data?.preview ?? actionData?.preview ?? initialPreview;

  return (
    <>
      {warning}
      <Form
        noValidate
        method="post"
        action={action}
        className="space-y-4"
        aria-label={intl.formatMessage(m.form)}
        onChange={() => {
          dirty.current = true;
        }}
        onSubmit={() => {
          dirty.current = false;
        }}
      >
        <input type="hidden" name="baseRevision" value={values?.baseRevision ?? section.revision} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={intl.formatMessage(m.title)}
            name="title"
            defaultValue={values?.title ?? section.title}
            maxLength={MANUAL_TITLE_MAX}
            required
            error={errors.title}
          />
          <SelectField
            label={intl.formatMessage(m.chapter)}
            name="chapterId"
            defaultValue={values?.chapterId ?? section.chapterId}
            error={errors.chapterId}
          >
            {section.chapters.map((c, i) => (
              <option key={c.id} value={c.id} lang="en">
                {`${i + 1}. ${c.title}`}
              </option>
            ))}
          </SelectField>
        </div>
        <MarkdownEditor
          name="body"
          label={intl.formatMessage(m.text)}
          lang="en"
          rows={20}
          defaultValue={values?.body ?? section.body}
          error={errors.body}
          previewHtml={previewHtml}
          previewBusy={previewFetcher.state !== "idle"}
          onTextChange={(body) => {
            dirty.current = true;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              void previewFetcher.submit({ intent: "preview", body }, { method: "post", action });
            }, PREVIEW_DELAY_MS);
          }}
          help={
            <p>
              <FormattedMessage {...m.help} values={{ code: (chunks) => <code>{chunks}</code> }} />
            </p>
          }
          previewButton={
            <button
              type="submit"
              name="intent"
              value="preview"
              formNoValidate
              className={`${buttonSecondary} mt-3`}
            >
              <FormattedMessage {...m.updatePreview} />
            </button>
          }
        />
        <Field
          label={intl.formatMessage(m.summary)}
          name="summary"
          defaultValue={values?.summary ?? ""}
          maxLength={MANUAL_SUMMARY_MAX}
          error={errors.summary}
          hint={intl.formatMessage(m.summaryHint)}
        />
        <button
          type="submit"
          name="intent"
          value="save"
          className={buttonPrimary}
          disabled={saving}
        >
          <FormattedMessage {...(saving ? m.saving : m.save)} />
        </button>
      </Form>
    </>
  );
}

/** Every revision (who, when, summary) with compare and restore. */
export function RevisionHistory({ section }: { section: ManualSectionForEdit }) {
  const intl = useIntl();
  const f = useFormat();
  const base = manualSectionEditPath(section.id);
  const navigation = useNavigation();
  const restoring = (n: number) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "restore" &&
    navigation.formData?.get("revision") === String(n);
  return (
    <section aria-labelledby="history-h" className="space-y-4">
      <h2 id="history-h" className="text-lg font-semibold text-slate-900">
        <FormattedMessage {...m.history} />
      </h2>
      {section.comparison ? <RevisionDiff section={section} /> : null}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                <FormattedMessage {...m.revision} />
              </th>
              <th scope="col" className="px-3 py-2">
                <FormattedMessage {...m.saved} />
              </th>
              <th scope="col" className="px-3 py-2">
                <FormattedMessage {...m.summaryColumn} />
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">
                  <FormattedMessage {...m.actions} />
                </span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {section.revisions.map((r) => {
              const current = r.revision === section.revision;
              return (
                <tr key={r.revision} aria-current={current ? "true" : undefined}>
                  <td className="px-3 py-2 align-top whitespace-nowrap">
                    {r.revision}
                    {current ? (
                      <span className="ml-1 text-xs text-green-800">
                        <FormattedMessage {...m.current} />
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 align-top">
                    <time dateTime={r.createdAt}>{f.dateTime(r.createdAt)}</time>
                    <span className="block text-xs text-slate-600">
                      {intl.formatMessage(m.by, {
                        name: r.authorName ?? intl.formatMessage(manualSummaryMessages.seedAuthor),
                      })}
                    </span>
                  </td>
                  <td className="px-3 py-2 align-top text-slate-800">
                    <RevisionSummary revision={r} />
                  </td>
                  <td className="px-3 py-2 align-top whitespace-nowrap">
                    <Link
                      to={`${base}?compare=${r.revision}#diff-h`}
                      className="text-brand-800 underline"
                      aria-label={intl.formatMessage(m.changesLabel, { revision: r.revision })}
                    >
                      <FormattedMessage {...m.changes} />
                    </Link>
                    {current ? null : (
                      <Form noValidate method="post" action={base} className="ml-3 inline">
                        <input type="hidden" name="intent" value="restore" />
                        <input type="hidden" name="revision" value={r.revision} />
                        <button
                          type="submit"
                          className="text-brand-800 underline"
                          aria-label={intl.formatMessage(m.restoreLabel, { revision: r.revision })}
                          disabled={restoring(r.revision)}
                        >
                          <FormattedMessage
                            {...(restoring(r.revision) ? m.restoring : m.restore)}
                          />
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function RevisionDiff({ section }: { section: ManualSectionForEdit }) {
  const intl = useIntl();
  const c = section.comparison!;
  return (
    <section
      aria-labelledby="diff-h"
      className="rounded-lg border border-slate-200 bg-white p-4"
      id="diff"
    >
      <h3 id="diff-h" className="font-semibold text-slate-900">
        {c.previous
          ? intl.formatMessage(m.diffTitle, { revision: c.revision, previous: c.previous })
          : intl.formatMessage(m.diffFirst, { revision: c.revision })}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {intl.formatMessage(m.counts, { added: c.added, removed: c.removed })}
        {c.titleBefore !== null && c.titleBefore !== c.titleAfter ? (
          <>
            {" "}
            <FormattedMessage
              {...m.titleChanged}
              values={{
                before: <span lang="en">{c.titleBefore}</span>,
                after: <span lang="en">{c.titleAfter}</span>,
              }}
            />
          </>
        ) : null}{" "}
        <span className="inline-flex gap-2">
          <ins className="bg-green-100 px-1 text-green-900 no-underline">
            <FormattedMessage {...m.added} />
          </ins>
          <del className="bg-red-100 px-1 text-red-900">
            <FormattedMessage {...m.removed} />
          </del>
        </span>
      </p>
      <div
        className="mt-3 max-h-[32rem] overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-sm leading-6 break-words whitespace-pre-wrap text-slate-800"
        tabIndex={0}
        role="region"
        aria-label={intl.formatMessage(m.differences)}
        lang="en"
      >
        {c.parts.map((part, i) =>
          part.kind === "added" ? (
            <ins key={i} className="bg-green-100 text-green-900 no-underline">
              {part.text}
            </ins>
          ) : part.kind === "removed" ? (
            <del key={i} className="bg-red-100 text-red-900">
              {part.text}
            </del>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </div>
      <p className="mt-2 text-sm">
        <Link to={manualSectionEditPath(section.id)} className="text-brand-800 underline">
          <FormattedMessage {...m.close} />
        </Link>
      </p>
    </section>
  );
}

export function SectionNotice({ text }: { text: string | null }) {
  return text ? <FormMessage kind="success">{text}</FormMessage> : null;
}
