import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage, SubmitButton, TextAreaField } from "~/components/form";
import type { FormResult } from "~/lib/form-action.server";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type { TranslationEditorPage } from "../get-translation-editor.server";
import { TRANSLATIONS_PATH } from "../translation-paths";
import { PartName, translationStateMessages } from "./translations-screen";

const m = defineMessages({
  back: { id: "translations.editor.back", defaultMessage: "All translations" },
  heading: {
    id: "translations.editor.heading",
    defaultMessage: "{lang, select, fr {French} other {Spanish}} translation",
  },
  english: { id: "translations.editor.english", defaultMessage: "The English, the original" },
  englishVersion: {
    id: "translations.editor.englishVersion",
    defaultMessage: "Version {version}",
  },
  translation: { id: "translations.editor.translation", defaultMessage: "The translation" },
  behind: {
    id: "translations.editor.behind",
    defaultMessage:
      "This translation is of an earlier version of the English ({from}). Bring it up to date with the English beside it, then save: it will then be of version {to}.",
  },
  behindChanged: {
    id: "translations.editor.behindChanged",
    defaultMessage:
      "The English has changed since this translation was saved. Bring it up to date with the English beside it, then save.",
  },
  missing: {
    id: "translations.editor.missing",
    defaultMessage:
      "There is no translation yet: readers in this language see the English with a note.",
  },
  lastSaved: { id: "translations.editor.lastSaved", defaultMessage: "Last saved {date}." },
  title: { id: "translations.editor.title", defaultMessage: "Title" },
  name: { id: "translations.editor.name", defaultMessage: "Name" },
  body: { id: "translations.editor.body", defaultMessage: "Text (Markdown)" },
  description: { id: "translations.editor.description", defaultMessage: "Description" },
  excerpt: { id: "translations.editor.excerpt", defaultMessage: "Excerpt" },
  imageAlt: {
    id: "translations.editor.imageAlt",
    defaultMessage: "Description of the cover image",
  },
  englishExcerpt: { id: "translations.editor.englishExcerpt", defaultMessage: "Excerpt" },
  englishImageAlt: {
    id: "translations.editor.englishImageAlt",
    defaultMessage: "Cover image description",
  },
  markdownHint: {
    id: "translations.editor.markdownHint",
    defaultMessage:
      "Keep the English's structure: the same headings, lists and links, so anchors and cross-references still work.",
  },
  save: { id: "translations.editor.save", defaultMessage: "Save the translation" },
  saving: { id: "translations.editor.saving", defaultMessage: "Saving…" },
  readOnly: {
    id: "translations.editor.readOnly",
    defaultMessage: "You may read this translation but not change it.",
  },
});

/** One part's translation into one language, beside its English (issue 36). */
export function TranslationEditorScreen({
  page,
  result,
}: {
  page: TranslationEditorPage;
  result?: FormResult;
}) {
  const intl = useIntl();
  const f = useFormat();
  const navigation = useNavigation();
  const { part, translation, fields, state } = page;
  const failed = result && !result.ok ? result : undefined;
  const value = (name: "title" | "body" | "excerpt" | "imageAlt") =>
    (failed?.values[name] as string | undefined) ?? translation?.[name] ?? "";
  const isCategory = page.kind === "standard_category";
  const lang = page.locale.slice(0, 2);
  return (
    <div className="space-y-6">
      <p>
        <Link to={TRANSLATIONS_PATH} className="text-sm font-medium text-brand-800 underline">
          <FormattedMessage {...m.back} />
        </Link>
      </p>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">
          <FormattedMessage {...m.heading} values={{ lang: page.locale.slice(0, 2) }} />:{" "}
          <PartName part={{ ...part, kind: page.kind }} />
        </h1>
        <p className="text-sm">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-800">
            <FormattedMessage {...translationStateMessages[state]} />
          </span>{" "}
          {state === "missing" ? (
            <FormattedMessage {...m.missing} />
          ) : state === "behind" ? (
            translation?.sourceVersion && part.versionLabel ? (
              <FormattedMessage
                {...m.behind}
                values={{ from: translation.sourceVersion, to: part.versionLabel }}
              />
            ) : (
              <FormattedMessage {...m.behindChanged} />
            )
          ) : null}
          {translation ? (
            <>
              {" "}
              <FormattedMessage
                {...m.lastSaved}
                values={{ date: f.dateTime(translation.updatedAt) }}
              />
            </>
          ) : null}
        </p>
      </header>
      {result?.ok ? <FormMessage kind="success">{result.message}</FormMessage> : null}
      {failed && Object.keys(failed.fieldErrors).length === 0 ? (
        <FormMessage kind="error">{failed.message}</FormMessage>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="english-heading"
          lang="en"
          className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-4"
        >
          <h2 id="english-heading" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.english} />
            {part.versionLabel && page.kind !== "blog_post" ? (
              <span className="ml-2 text-sm font-normal text-slate-600">
                <FormattedMessage {...m.englishVersion} values={{ version: part.versionLabel }} />
              </span>
            ) : null}
          </h2>
          <p className="mt-3 font-semibold text-slate-900">{part.title}</p>
          {part.excerpt ? (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-medium">
                <FormattedMessage {...m.englishExcerpt} />:
              </span>{" "}
              {part.excerpt}
            </p>
          ) : null}
          {part.imageAlt ? (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-medium">
                <FormattedMessage {...m.englishImageAlt} />:
              </span>{" "}
              {part.imageAlt}
            </p>
          ) : null}
          {part.bodyHtml ? (
            <div
              className="prose prose-slate mt-3 max-w-none text-sm"
              dangerouslySetInnerHTML={{ __html: part.bodyHtml }}
            />
          ) : null}
        </section>
        <section aria-labelledby="translation-heading" className="min-w-0">
          <h2 id="translation-heading" className="text-lg font-semibold text-slate-900">
            <FormattedMessage {...m.translation} />
          </h2>
          {page.canEdit ? (
            <Form method="post" className="mt-3 space-y-4" lang={lang}>
              <input type="hidden" name="baseVersion" value={part.version} />
              <Field
                label={intl.formatMessage(isCategory ? m.name : m.title)}
                name="title"
                defaultValue={value("title")}
                error={failed?.fieldErrors.title}
                required
                maxLength={300}
              />
              {fields.excerpt ? (
                <TextAreaField
                  label={intl.formatMessage(m.excerpt)}
                  name="excerpt"
                  rows={3}
                  defaultValue={value("excerpt")}
                  error={failed?.fieldErrors.excerpt}
                />
              ) : null}
              {fields.imageAlt && part.imageAlt ? (
                <Field
                  label={intl.formatMessage(m.imageAlt)}
                  name="imageAlt"
                  defaultValue={value("imageAlt")}
                  error={failed?.fieldErrors.imageAlt}
                />
              ) : null}
              {fields.body ? (
                <TextAreaField
                  label={intl.formatMessage(isCategory ? m.description : m.body)}
                  name="body"
                  rows={isCategory ? 4 : 18}
                  className="font-mono"
                  hint={isCategory ? undefined : intl.formatMessage(m.markdownHint)}
                  defaultValue={value("body")}
                  error={failed?.fieldErrors.body}
                />
              ) : null}
              <SubmitButton
                name="intent"
                value="save"
                pending={navigation.state === "submitting"}
                pendingLabel={intl.formatMessage(m.saving)}
              >
                <FormattedMessage {...m.save} />
              </SubmitButton>
            </Form>
          ) : (
            <p className="mt-3 text-slate-700">
              <FormattedMessage {...m.readOnly} />
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
