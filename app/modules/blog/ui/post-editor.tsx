import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import {
  CheckboxField,
  controlClasses,
  DateField,
  Field,
  FileField,
  FormMessage,
  TextAreaField,
} from "~/components/form";
import { MarkdownEditor, useUnsavedChangesWarning } from "~/modules/content";
import type { BlogPostStatus } from "~/domain/blog-post-status";
import {
  ALT_MAX,
  EXCERPT_MAX,
  imageAccept,
  META_DESCRIPTION_MAX,
  OG_DESCRIPTION_MAX,
  OG_TITLE_MAX,
  SLUG_MAX,
  TITLE_MAX,
  blogImagePath,
  blogPostPath,
} from "../blog-rules";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import { BlogStatusBadge, BlogStatusLine } from "./blog-status-badge";

const m = defineMessages({
  notSaved: {
    id: "blog.editor.notSaved",
    defaultMessage:
      "The post was not saved: check the {count, plural, one {field} other {# fields}} marked below.",
  },
  editForm: { id: "blog.editor.editForm", defaultMessage: "Edit post" },
  newForm: { id: "blog.editor.newForm", defaultMessage: "New post" },
  content: { id: "blog.editor.content", defaultMessage: "Content" },
  title: { id: "blog.editor.title", defaultMessage: "Title" },
  slug: { id: "blog.editor.slug", defaultMessage: "Slug (web address)" },
  slugHint: {
    id: "blog.editor.slugHint",
    defaultMessage:
      "The post's address is /blog/<em>slug</em>. Leave it empty to make one from the title; what you type is turned into lower-case words joined by hyphens. When you change it, the old address keeps working and redirects here.",
  },
  earlierSlugs: { id: "blog.editor.earlierSlugs", defaultMessage: "Earlier addresses: {list}." },
  excerpt: { id: "blog.editor.excerpt", defaultMessage: "Excerpt" },
  excerptHint: {
    id: "blog.editor.excerptHint",
    defaultMessage:
      "One or two sentences shown on the blog list and in the feed (at most {max} characters). Needed to publish.",
  },
  body: { id: "blog.editor.body", defaultMessage: "Post (Markdown)" },
  bodyHelp: {
    id: "blog.editor.bodyHelp",
    defaultMessage:
      "Markdown: <code>## Heading</code>, <code>**bold**</code>, <code>*italic*</code>, <code>- list</code>, <code>[link](https://…)</code>, tables and <code>```code```</code>. HTML is not allowed and is removed.",
  },
  updatePreview: { id: "blog.editor.updatePreview", defaultMessage: "Update preview" },
  tags: { id: "blog.editor.tags", defaultMessage: "Tags" },
  tagsHint: {
    id: "blog.editor.tagsHint",
    defaultMessage: "Separate tags with commas, for example: Seasonal advice, Bats. At most 10.",
  },
  cover: { id: "blog.editor.cover", defaultMessage: "Cover image" },
  /** The kinds of image a cover or social image may be (blog-rules.ts's imageKinds). */
  imageTypes: { id: "blog.editor.imageTypes", defaultMessage: "PNG, JPEG or WebP" },
  removeCover: { id: "blog.editor.removeCover", defaultMessage: "Remove the cover image" },
  replaceCover: { id: "blog.editor.replaceCover", defaultMessage: "Replace the cover image" },
  coverHint: {
    id: "blog.editor.coverHint",
    defaultMessage: "{types}, at most 5 MB. 1200 × 630 pixels works best. Optional.",
  },
  coverAlt: {
    id: "blog.editor.coverAlt",
    defaultMessage: "Cover image description (alt text)",
  },
  coverAltHint: {
    id: "blog.editor.coverAltHint",
    defaultMessage:
      "What the image shows, for readers who cannot see it. Needed with a cover image.",
  },
  seo: { id: "blog.editor.seo", defaultMessage: "Search engines and social media" },
  seoIntro: {
    id: "blog.editor.seoIntro",
    defaultMessage:
      "All optional. Empty fields fall back to the title, the excerpt and the cover image.",
  },
  metaDescription: { id: "blog.editor.metaDescription", defaultMessage: "Meta description" },
  ogTitle: { id: "blog.editor.ogTitle", defaultMessage: "Social title (Open Graph)" },
  ogDescription: {
    id: "blog.editor.ogDescription",
    defaultMessage: "Social description (Open Graph)",
  },
  currentOgImage: { id: "blog.editor.currentOgImage", defaultMessage: "Current social image" },
  removeOgImage: { id: "blog.editor.removeOgImage", defaultMessage: "Remove the social image" },
  ogImage: { id: "blog.editor.ogImage", defaultMessage: "Social image (Open Graph)" },
  ogImageHint: {
    id: "blog.editor.ogImageHint",
    defaultMessage:
      "{types}, at most 5 MB, 1200 × 630 pixels. Without one, the cover image is used.",
  },
  publishing: { id: "blog.editor.publishing", defaultMessage: "Publishing" },
  status: { id: "blog.editor.status", defaultMessage: "Status: {badge}" },
  author: { id: "blog.editor.author", defaultMessage: "Author: {name}" },
  savedAt: { id: "blog.editor.savedAt", defaultMessage: "Saved at {time}" },
  autosaveFailed: {
    id: "blog.editor.autosaveFailed",
    defaultMessage: "Not saved automatically: {reason}",
  },
  checkFields: { id: "blog.editor.checkFields", defaultMessage: "check the fields" },
  autosaving: {
    id: "blog.editor.autosaving",
    defaultMessage: "Drafts are saved automatically as you write.",
  },
  autosaveLater: {
    id: "blog.editor.autosaveLater",
    defaultMessage: "Autosave starts once the draft is saved.",
  },
  saving: { id: "blog.editor.saving", defaultMessage: "Saving…" },
  saveDraft: { id: "blog.editor.saveDraft", defaultMessage: "Save draft" },
  updatePost: { id: "blog.editor.updatePost", defaultMessage: "Update post" },
  saveChanges: { id: "blog.editor.saveChanges", defaultMessage: "Save changes" },
  publishingNow: { id: "blog.editor.publishingNow", defaultMessage: "Publishing…" },
  publishNow: { id: "blog.editor.publishNow", defaultMessage: "Publish now" },
  schedule: { id: "blog.editor.schedule", defaultMessage: "Schedule" },
  publishAt: { id: "blog.editor.publishAt", defaultMessage: "Publish at ({timeZone})" },
  publishAtHint: {
    id: "blog.editor.publishAtHint",
    defaultMessage: "The post is published automatically at this time.",
  },
  scheduling: { id: "blog.editor.scheduling", defaultMessage: "Scheduling…" },
  reschedule: { id: "blog.editor.reschedule", defaultMessage: "Reschedule" },
  viewPublished: { id: "blog.editor.viewPublished", defaultMessage: "View the published post" },
  openPreview: { id: "blog.editor.openPreview", defaultMessage: "Open the preview page" },
});

export type EditorPost = {
  id: string;
  title: string;
  slug: string;
  oldSlugs: string[];
  excerpt: string;
  body: string;
  tags: string;
  coverImagePath: string | null;
  coverImageAlt: string | null;
  metaDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImagePath: string | null;
  status: BlogPostStatus;
  publishedAt: string | null;
  authorName: string;
  updatedAt: string;
};

export type EditorActionData = {
  ok: boolean;
  message?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  preview?: string;
  /** Autosave: when the draft was saved (ISO). */
  savedAt?: string;
};

/** Quiet time after the last keystroke before a draft is saved by itself. */
const AUTOSAVE_DELAY_MS = 3000;

const PREVIEW_DELAY_MS = 400;

const buttonPrimary =
  "inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70";
const buttonSecondary =
  "inline-flex items-center justify-center rounded-md border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70";

/**
 * The blog editor (new and edit): every field of a post, a live preview
 * rendered by the server's Markdown renderer (debounced as you type; the
 * "Update preview" button does the same without JavaScript), and the
 * publishing actions. Forms work without JavaScript.
 */
export function PostEditor({
  action,
  post,
  initialPreview,
  actionData,
  timeZone,
  scheduleDefault,
}: {
  /** The form's action URL (the route itself). */
  action: string;
  post: EditorPost | null;
  initialPreview: string;
  actionData: EditorActionData | undefined;
  timeZone: string;
  /** The schedule field's value (the scheduled time, or a suggestion). */
  scheduleDefault: string;
}) {
  const intl = useIntl();
  const f = useFormat();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === action;
  const pendingIntent = submitting ? String(navigation.formData?.get("intent") ?? "") : "";
  const previewFetcher = useFetcher<EditorActionData>();
  const autosaveFetcher = useFetcher<EditorActionData>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  // Unsaved changes: asked before the page is left (reload, close, a link in the app).
  const { dirty, warning } = useUnsavedChangesWarning();
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(autosaveTimer.current);
    },
    [],
  );
  const autosaved = autosaveFetcher.data;
  useEffect(() => {
    if (autosaved?.ok && autosaved.savedAt) dirty.current = false;
  }, [autosaved, dirty]);
  const autosaves = post?.status === "draft";

  /** A change in the form: remembered for the warning, and (drafts) saved after a quiet moment. */
  function changed() {
    dirty.current = true;
    if (!autosaves || !form.current) return;
    clearTimeout(autosaveTimer.current);
    autosaveTimer.current = setTimeout(() => {
      if (!form.current) return;
      const data = new FormData(form.current);
      for (const name of ["coverImage", "ogImage"]) data.delete(name);
      data.set("intent", "autosave");
      void autosaveFetcher.submit(data, {
        method: "post",
        action,
        encType: "multipart/form-data",
      });
    }, AUTOSAVE_DELAY_MS);
  }

  const errors = actionData?.fieldErrors ?? {};
  const values = actionData?.values;
  const value = (name: string, fallback: string | null | undefined) =>
    values?.[name] ?? fallback ?? "";
  const previewHtml = previewFetcher.data?.preview ?? actionData?.preview ?? initialPreview;
  const status: BlogPostStatus = post?.status ?? "draft";

  function schedulePreview(body: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void previewFetcher.submit({ intent: "preview", body }, { method: "post", action });
    }, PREVIEW_DELAY_MS);
  }

  const fieldCount = Object.keys(errors).length;
  const failed =
    actionData && !actionData.ok
      ? fieldCount > 0
        ? intl.formatMessage(m.notSaved, { count: fieldCount })
        : actionData.message
      : null;

  return (
    <div className="space-y-6">
      {warning}
      {failed ? <FormMessage kind="error">{failed}</FormMessage> : null}
      <Form
        ref={form}
        noValidate
        method="post"
        action={action}
        encType="multipart/form-data"
        onChange={changed}
        onSubmit={() => {
          dirty.current = false;
          clearTimeout(autosaveTimer.current);
        }}
        className="grid gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem]"
        aria-label={intl.formatMessage(post ? m.editForm : m.newForm)}
      >
        <div className="min-w-0 space-y-6">
          <section
            aria-labelledby="post-content-h"
            className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
          >
            <h2 id="post-content-h" className="text-lg font-semibold text-slate-900">
              <FormattedMessage {...m.content} />
            </h2>
            <Field
              label={intl.formatMessage(m.title)}
              name="title"
              defaultValue={value("title", post?.title)}
              maxLength={TITLE_MAX}
              required
              error={errors.title}
            />
            <Field
              label={intl.formatMessage(m.slug)}
              name="slug"
              defaultValue={value("slug", post?.slug)}
              maxLength={SLUG_MAX}
              error={errors.slug}
              hint={
                <>
                  <FormattedMessage
                    {...m.slugHint}
                    values={{ em: (chunks) => <em>{chunks}</em> }}
                  />
                  {post && post.oldSlugs.length > 0
                    ? ` ${intl.formatMessage(m.earlierSlugs, {
                        list: post.oldSlugs.map((s) => `/blog/${s}`).join(", "),
                      })}`
                    : ""}
                </>
              }
            />
            <TextAreaField
              label={intl.formatMessage(m.excerpt)}
              name="excerpt"
              rows={3}
              maxLength={EXCERPT_MAX}
              defaultValue={value("excerpt", post?.excerpt)}
              error={errors.excerpt}
            />
            <p className="-mt-3 text-xs text-slate-600">
              <FormattedMessage {...m.excerptHint} values={{ max: EXCERPT_MAX }} />
            </p>
            <MarkdownEditor
              name="body"
              label={intl.formatMessage(m.body)}
              defaultValue={value("body", post?.body)}
              error={errors.body}
              previewHtml={previewHtml}
              previewBusy={previewFetcher.state !== "idle"}
              onTextChange={(text) => {
                schedulePreview(text);
                changed();
              }}
              help={
                <p>
                  <FormattedMessage
                    {...m.bodyHelp}
                    values={{ code: (chunks) => <code>{chunks}</code> }}
                  />
                </p>
              }
              previewButton={
                <button
                  type="submit"
                  name="intent"
                  value="preview"
                  formNoValidate
                  className={`${buttonSecondary} mt-3`}
                  disabled={submitting}
                >
                  <FormattedMessage {...m.updatePreview} />
                </button>
              }
            />
            <Field
              label={intl.formatMessage(m.tags)}
              name="tags"
              defaultValue={value("tags", post?.tags)}
              error={errors.tags}
              hint={intl.formatMessage(m.tagsHint)}
            />
          </section>

          <section
            aria-labelledby="post-cover-h"
            className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
          >
            <h2 id="post-cover-h" className="text-lg font-semibold text-slate-900">
              <FormattedMessage {...m.cover} />
            </h2>
            {post?.coverImagePath ? (
              <div className="flex flex-wrap items-start gap-4">
                <img
                  src={blogImagePath(post.coverImagePath)}
                  alt={post.coverImageAlt ?? ""}
                  className="h-24 w-44 rounded-md border border-slate-200 object-cover"
                />
                <CheckboxField
                  label={intl.formatMessage(m.removeCover)}
                  name="removeCover"
                  controlClassName="h-4 w-4"
                />
              </div>
            ) : null}
            <FileField
              label={intl.formatMessage(post?.coverImagePath ? m.replaceCover : m.cover)}
              name="coverImage"
              controlClassName={controlClasses.text}
              accept={imageAccept}
              error={errors.coverImage}
              hint={intl.formatMessage(m.coverHint, { types: intl.formatMessage(m.imageTypes) })}
            />
            <Field
              label={intl.formatMessage(m.coverAlt)}
              name="coverImageAlt"
              defaultValue={value("coverImageAlt", post?.coverImageAlt)}
              maxLength={ALT_MAX}
              error={errors.coverImageAlt}
              hint={intl.formatMessage(m.coverAltHint)}
            />
          </section>

          <section
            aria-labelledby="post-seo-h"
            className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
          >
            <h2 id="post-seo-h" className="text-lg font-semibold text-slate-900">
              <FormattedMessage {...m.seo} />
            </h2>
            <p className="text-sm text-slate-700">
              <FormattedMessage {...m.seoIntro} />
            </p>
            <TextAreaField
              label={intl.formatMessage(m.metaDescription)}
              name="metaDescription"
              rows={2}
              maxLength={META_DESCRIPTION_MAX}
              defaultValue={value("metaDescription", post?.metaDescription)}
              error={errors.metaDescription}
            />
            <Field
              label={intl.formatMessage(m.ogTitle)}
              name="ogTitle"
              maxLength={OG_TITLE_MAX}
              defaultValue={value("ogTitle", post?.ogTitle)}
              error={errors.ogTitle}
            />
            <TextAreaField
              label={intl.formatMessage(m.ogDescription)}
              name="ogDescription"
              rows={2}
              maxLength={OG_DESCRIPTION_MAX}
              defaultValue={value("ogDescription", post?.ogDescription)}
              error={errors.ogDescription}
            />
            {post?.ogImagePath ? (
              <div className="flex flex-wrap items-start gap-4">
                <img
                  src={blogImagePath(post.ogImagePath)}
                  alt={intl.formatMessage(m.currentOgImage)}
                  className="h-24 w-44 rounded-md border border-slate-200 object-cover"
                />
                <CheckboxField
                  label={intl.formatMessage(m.removeOgImage)}
                  name="removeOgImage"
                  controlClassName="h-4 w-4"
                />
              </div>
            ) : null}
            <FileField
              label={intl.formatMessage(m.ogImage)}
              name="ogImage"
              controlClassName={controlClasses.text}
              accept={imageAccept}
              error={errors.ogImage}
              hint={intl.formatMessage(m.ogImageHint, { types: intl.formatMessage(m.imageTypes) })}
            />
          </section>
        </div>

        <aside aria-labelledby="publishing-h" className="order-first space-y-4 2xl:order-none">
          <section className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-3 2xl:sticky 2xl:top-4 2xl:grid-cols-1">
            <h2 id="publishing-h" className="text-lg font-semibold text-slate-900">
              <FormattedMessage {...m.publishing} />
            </h2>
            <div className="space-y-1 text-sm text-slate-800">
              <p>
                <FormattedMessage
                  {...m.status}
                  values={{ badge: <BlogStatusBadge status={status} /> }}
                />
              </p>
              <p>
                <BlogStatusLine status={status} publishedAt={post?.publishedAt ?? null} />
              </p>
              {post ? (
                <p className="text-slate-600">
                  {intl.formatMessage(m.author, { name: post.authorName })}
                </p>
              ) : null}
              <p className="text-slate-600" aria-live="polite">
                {autosaves
                  ? autosaved?.ok && autosaved.savedAt
                    ? intl.formatMessage(m.savedAt, {
                        time: f.dateTime(autosaved.savedAt, timeZone),
                      })
                    : autosaved && !autosaved.ok
                      ? intl.formatMessage(m.autosaveFailed, {
                          reason: autosaved.message ?? intl.formatMessage(m.checkFields),
                        })
                      : intl.formatMessage(m.autosaving)
                  : post
                    ? null
                    : intl.formatMessage(m.autosaveLater)}
              </p>
            </div>
            <div className="flex flex-col gap-2">
              <button
                type="submit"
                name="intent"
                value="save"
                className={buttonPrimary}
                disabled={submitting}
              >
                <FormattedMessage
                  {...(pendingIntent === "save"
                    ? m.saving
                    : status === "draft"
                      ? m.saveDraft
                      : status === "published"
                        ? m.updatePost
                        : m.saveChanges)}
                />
              </button>
              {status !== "published" ? (
                <button
                  type="submit"
                  name="intent"
                  value="publish"
                  className={buttonSecondary}
                  disabled={submitting}
                >
                  <FormattedMessage
                    {...(pendingIntent === "publish" ? m.publishingNow : m.publishNow)}
                  />
                </button>
              ) : null}
            </div>
            {status !== "published" ? (
              <fieldset className="space-y-2 border-t border-slate-200 pt-4">
                <legend className="text-sm font-semibold text-slate-900">
                  <FormattedMessage {...m.schedule} />
                </legend>
                <DateField
                  label={intl.formatMessage(m.publishAt, { timeZone })}
                  name="publishAt"
                  type="datetime-local"
                  defaultValue={value("publishAt", scheduleDefault)}
                  error={errors.publishAt}
                  hint={intl.formatMessage(m.publishAtHint)}
                />
                <button
                  type="submit"
                  name="intent"
                  value="schedule"
                  className={`${buttonSecondary} w-full`}
                  disabled={submitting}
                >
                  <FormattedMessage
                    {...(pendingIntent === "schedule"
                      ? m.scheduling
                      : status === "scheduled"
                        ? m.reschedule
                        : m.schedule)}
                  />
                </button>
              </fieldset>
            ) : null}
            {post ? (
              <p className="border-t border-slate-200 pt-4 text-sm">
                <Link to={blogPostPath(post.slug)} className="text-brand-800 underline">
                  <FormattedMessage
                    {...(status === "published" ? m.viewPublished : m.openPreview)}
                  />
                </Link>
              </p>
            ) : null}
          </section>
        </aside>
      </Form>
    </div>
  );
}
