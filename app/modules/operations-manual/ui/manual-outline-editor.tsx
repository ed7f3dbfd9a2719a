import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { Field, TextAreaField } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type { ManualChapterView } from "../get-operations-manual.server";
import { MANUAL_DASHBOARD_PATH, manualSectionEditPath, MANUAL_TITLE_MAX } from "../manual-rules";

export type RemovedSection = {
  id: string;
  title: string;
  chapterTitle: string;
  removedAt: string;
  removedByName: string | null;
};

export type OutlineActionData = {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  /** Which form failed: the intent, and (in `values`) the chapter or section it was about. */
  intent: string;
  values: Record<string, string>;
};

/** The chapter or section a failed outline form was about ("" for a new chapter). */
function targetOf(failure: OutlineActionData) {
  return failure.values.chapterId ?? failure.values.id ?? "";
}

const m = defineMessages({
  moveUp: { id: "manual.outline.moveUp", defaultMessage: "Move {what} up" },
  moveDown: { id: "manual.outline.moveDown", defaultMessage: "Move {what} down" },
  up: { id: "manual.outline.up", defaultMessage: "Up" },
  down: { id: "manual.outline.down", defaultMessage: "Down" },
  chapterNamed: { id: "manual.outline.chapterNamed", defaultMessage: "chapter {title}" },
  sectionNamed: { id: "manual.outline.sectionNamed", defaultMessage: "section {title}" },
  removeEmptyChapter: {
    id: "manual.outline.removeEmptyChapter",
    defaultMessage: "Remove empty chapter",
  },
  renameChapter: { id: "manual.outline.renameChapter", defaultMessage: "Rename this chapter" },
  chapterTitle: { id: "manual.outline.chapterTitle", defaultMessage: "Chapter title" },
  saveTitle: { id: "manual.outline.saveTitle", defaultMessage: "Save title" },
  revision: { id: "manual.outline.revision", defaultMessage: "revision {revision}, {date}" },
  edit: { id: "manual.outline.edit", defaultMessage: "Edit" },
  editLabel: { id: "manual.outline.editLabel", defaultMessage: "Edit {title}" },
  remove: { id: "manual.outline.remove", defaultMessage: "Remove…" },
  removeLabel: { id: "manual.outline.removeLabel", defaultMessage: "Remove {title}" },
  removeConfirm: {
    id: "manual.outline.removeConfirm",
    defaultMessage:
      "Remove “{title}” from the manual? It disappears from the public page at once. Its revisions are kept and you can bring it back from the list of removed sections.",
  },
  removeSection: { id: "manual.outline.removeSection", defaultMessage: "Remove section" },
  cancel: { id: "manual.outline.cancel", defaultMessage: "Cancel" },
  addSectionToChapter: {
    id: "manual.outline.addSectionToChapter",
    defaultMessage: "Add a section to this chapter",
  },
  sectionTitle: { id: "manual.outline.sectionTitle", defaultMessage: "Section title" },
  text: { id: "manual.outline.text", defaultMessage: "Text (Markdown)" },
  summary: {
    id: "manual.outline.summary",
    defaultMessage: "Summary of the change (optional)",
  },
  addSection: { id: "manual.outline.addSection", defaultMessage: "Add section" },
  addChapterHeading: { id: "manual.outline.addChapterHeading", defaultMessage: "Add a chapter" },
  addChapter: { id: "manual.outline.addChapter", defaultMessage: "Add chapter" },
  removedHeading: { id: "manual.outline.removedHeading", defaultMessage: "Removed sections" },
  noneRemoved: {
    id: "manual.outline.noneRemoved",
    defaultMessage: "No sections have been removed.",
  },
  removedFrom: {
    id: "manual.outline.removedFrom",
    defaultMessage: "(from {chapter}; removed {date})",
  },
  removedFromBy: {
    id: "manual.outline.removedFromBy",
    defaultMessage: "(from {chapter}; removed {date} by {name})",
  },
  bringBack: { id: "manual.outline.bringBack", defaultMessage: "Bring back" },
});

/** A chapter's or section's title: the English original (editors edit the English). */
function Original({ children }: { children: string }) {
  return <span lang="en">{children}</span>;
}

const ARRANGE = `${MANUAL_DASHBOARD_PATH}?arrange=1`;
const small =
  "rounded-md border border-slate-400 bg-white px-2.5 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50";

function MoveButtons({
  intent,
  id,
  label,
  first,
  last,
  busy,
}: {
  intent: "move-chapter" | "move-section";
  id: string;
  label: string;
  first: boolean;
  last: boolean;
  busy: boolean;
}) {
  const intl = useIntl();
  return (
    <Form method="post" action={ARRANGE} className="inline-flex gap-1">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="direction"
        value="up"
        disabled={first || busy}
        className={small}
        aria-label={intl.formatMessage(m.moveUp, { what: label })}
      >
        {/* The arrow is drawn by CSS: the visible text stays inside the name (WCAG 2.5.3). */}
        <span aria-hidden className="before:content-['↑_']" />
        <FormattedMessage {...m.up} />
      </button>
      <button
        type="submit"
        name="direction"
        value="down"
        disabled={last || busy}
        className={small}
        aria-label={intl.formatMessage(m.moveDown, { what: label })}
      >
        <span aria-hidden className="before:content-['↓_']" />
        <FormattedMessage {...m.down} />
      </button>
    </Form>
  );
}

/**
 * The manual's structure for editors: move chapters and sections up and
 * down, rename and remove chapters, add sections and chapters, remove a
 * section (after confirmation) and bring removed sections back. Plain forms.
 */
export function ManualOutlineEditor({
  chapters,
  removed,
  confirmRemove,
  failure,
}: {
  chapters: ManualChapterView[];
  removed: RemovedSection[];
  /** The section whose removal is being confirmed. */
  confirmRemove: string | null;
  failure: OutlineActionData | undefined;
}) {
  const intl = useIntl();
  const f = useFormat();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const errorsFor = (intent: string, target: string) =>
    failure && failure.intent === intent && targetOf(failure) === target ? failure.fieldErrors : {};
  const valuesFor = (intent: string, target: string) =>
    failure && failure.intent === intent && targetOf(failure) === target ? failure.values : {};
  const newChapterErrors = errorsFor("add-chapter", "");

  return (
    <div className="space-y-8">
      <ol className="space-y-6">
        {chapters.map((chapter, ci) => {
          const renameErrors = errorsFor("rename-chapter", chapter.id);
          const addErrors = errorsFor("add-section", chapter.id);
          const addValues = valuesFor("add-section", chapter.id);
          return (
            <li key={chapter.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">
                  {chapter.number}. <Original>{chapter.title}</Original>
                </h2>
                <div className="flex flex-wrap items-center gap-2">
                  <MoveButtons
                    intent="move-chapter"
                    id={chapter.id}
                    label={intl.formatMessage(m.chapterNamed, { title: chapter.title })}
                    first={ci === 0}
                    last={ci === chapters.length - 1}
                    busy={busy}
                  />
                  {chapter.sections.length === 0 ? (
                    <Form method="post" action={ARRANGE}>
                      <input type="hidden" name="intent" value="remove-chapter" />
                      <input type="hidden" name="id" value={chapter.id} />
                      <button
                        type="submit"
                        className={`${small} border-red-700 text-red-800`}
                        disabled={busy}
                      >
                        <FormattedMessage {...m.removeEmptyChapter} />
                      </button>
                    </Form>
                  ) : null}
                </div>
              </div>
              <details className="mt-2" open={Object.keys(renameErrors).length > 0}>
                <summary className="cursor-pointer text-sm text-brand-800 underline">
                  <FormattedMessage {...m.renameChapter} />
                </summary>
                <Form
                  method="post"
                  action={ARRANGE}
                  className="mt-2 flex flex-wrap items-end gap-2"
                >
                  <input type="hidden" name="intent" value="rename-chapter" />
                  <input type="hidden" name="id" value={chapter.id} />
                  <Field
                    id={`rename-${chapter.id}`}
                    label={intl.formatMessage(m.chapterTitle)}
                    name="title"
                    defaultValue={chapter.title}
                    maxLength={MANUAL_TITLE_MAX}
                    error={renameErrors.title}
                    className="min-w-60 flex-1"
                  />
                  <button type="submit" className={small} disabled={busy}>
                    <FormattedMessage {...m.saveTitle} />
                  </button>
                </Form>
              </details>

              <ol className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
                {chapter.sections.map((section, si) => (
                  <li key={section.id} className="py-2">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="text-slate-900">
                        {section.number} <Original>{section.title}</Original>
                        <span className="ml-2 text-xs text-slate-600">
                          {intl.formatMessage(m.revision, {
                            revision: section.revision,
                            date: f.date(section.updatedAt),
                          })}
                        </span>
                      </span>
                      <span className="flex flex-wrap items-center gap-2">
                        <Link
                          to={manualSectionEditPath(section.id)}
                          className="text-sm text-brand-800 underline"
                          aria-label={intl.formatMessage(m.editLabel, { title: section.title })}
                        >
                          <FormattedMessage {...m.edit} />
                        </Link>
                        <MoveButtons
                          intent="move-section"
                          id={section.id}
                          label={intl.formatMessage(m.sectionNamed, { title: section.title })}
                          first={si === 0}
                          last={si === chapter.sections.length - 1}
                          busy={busy}
                        />
                        <Link
                          to={`${ARRANGE}&confirmRemove=${section.id}#remove-${section.id}`}
                          className="text-sm text-red-800 underline"
                          aria-label={intl.formatMessage(m.removeLabel, {
                            title: section.title,
                          })}
                        >
                          <FormattedMessage {...m.remove} />
                        </Link>
                      </span>
                    </div>
                    {confirmRemove === section.id ? (
                      <div
                        id={`remove-${section.id}`}
                        role="alertdialog"
                        aria-labelledby={`remove-h-${section.id}`}
                        className="mt-2 rounded-md border border-red-300 bg-red-50 p-3"
                      >
                        <p id={`remove-h-${section.id}`} className="text-sm text-red-900">
                          <FormattedMessage
                            {...m.removeConfirm}
                            values={{ title: <Original>{section.title}</Original> }}
                          />
                        </p>
                        <Form method="post" action={ARRANGE} className="mt-2 flex gap-2">
                          <input type="hidden" name="intent" value="remove-section" />
                          <input type="hidden" name="id" value={section.id} />
                          <button
                            type="submit"
                            autoFocus
                            disabled={busy}
                            className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
                          >
                            <FormattedMessage {...m.removeSection} />
                          </button>
                          <Link
                            to={ARRANGE}
                            className="rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800"
                          >
                            <FormattedMessage {...m.cancel} />
                          </Link>
                        </Form>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ol>

              <details className="mt-3" open={Object.keys(addErrors).length > 0}>
                <summary className="cursor-pointer text-sm font-medium text-brand-800 underline">
                  <FormattedMessage {...m.addSectionToChapter} />
                </summary>
                <Form method="post" action={ARRANGE} className="mt-3 space-y-3">
                  <input type="hidden" name="intent" value="add-section" />
                  <input type="hidden" name="chapterId" value={chapter.id} />
                  <Field
                    id={`add-title-${chapter.id}`}
                    label={intl.formatMessage(m.sectionTitle)}
                    name="title"
                    maxLength={MANUAL_TITLE_MAX}
                    defaultValue={addValues.title}
                    error={addErrors.title}
                  />
                  <TextAreaField
                    id={`add-body-${chapter.id}`}
                    label={intl.formatMessage(m.text)}
                    name="body"
                    rows={6}
                    defaultValue={addValues.body}
                    error={addErrors.body}
                  />
                  <Field
                    id={`add-summary-${chapter.id}`}
                    label={intl.formatMessage(m.summary)}
                    name="summary"
                    defaultValue={addValues.summary}
                    error={addErrors.summary}
                  />
                  <button type="submit" className={small} disabled={busy}>
                    <FormattedMessage {...m.addSection} />
                  </button>
                </Form>
              </details>
            </li>
          );
        })}
      </ol>

      <section
        aria-labelledby="add-chapter-h"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="add-chapter-h" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.addChapterHeading} />
        </h2>
        <Form method="post" action={ARRANGE} className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="add-chapter" />
          <Field
            id="new-chapter-title"
            label={intl.formatMessage(m.chapterTitle)}
            name="title"
            maxLength={MANUAL_TITLE_MAX}
            defaultValue={valuesFor("add-chapter", "").title}
            error={newChapterErrors.title}
            className="min-w-60 flex-1"
          />
          <button type="submit" className={small} disabled={busy}>
            <FormattedMessage {...m.addChapter} />
          </button>
        </Form>
      </section>

      <section
        aria-labelledby="removed-h"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="removed-h" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.removedHeading} />
        </h2>
        {removed.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            <FormattedMessage {...m.noneRemoved} />
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {removed.map((section) => (
              <li
                key={section.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span className="text-sm text-slate-900">
                  <Original>{section.title}</Original>{" "}
                  <span className="text-slate-600">
                    <FormattedMessage
                      {...(section.removedByName ? m.removedFromBy : m.removedFrom)}
                      values={{
                        chapter: <Original>{section.chapterTitle}</Original>,
                        date: f.date(section.removedAt),
                        name: section.removedByName,
                      }}
                    />
                  </span>
                </span>
                <Form method="post" action={ARRANGE}>
                  <input type="hidden" name="intent" value="restore-section" />
                  <input type="hidden" name="id" value={section.id} />
                  <button type="submit" className={small} disabled={busy}>
                    <FormattedMessage {...m.bringBack} />
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
