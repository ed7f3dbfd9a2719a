import { useEffect, useRef } from "react";
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
  IMAGE_TYPES_TEXT,
  META_DESCRIPTION_MAX,
  OG_DESCRIPTION_MAX,
  OG_TITLE_MAX,
  SLUG_MAX,
  TITLE_MAX,
  blogImagePath,
  blogPostPath,
} from "../blog-rules";
import { formatDateTime } from "~/lib/format";
import { BlogStatusBadge, blogStatusLine } from "./blog-status-badge";

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
        ? `The post was not saved: check the ${fieldCount === 1 ? "field" : `${fieldCount} fields`} marked below.`
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
        aria-label={post ? "Edit post" : "New post"}
      >
        <div className="min-w-0 space-y-6">
          <section
            aria-labelledby="post-content-h"
            className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
          >
            <h2 id="post-content-h" className="text-lg font-semibold text-slate-900">
              Content
            </h2>
            <Field
              label="Title"
              name="title"
              defaultValue={value("title", post?.title)}
              maxLength={TITLE_MAX}
              required
              error={errors.title}
            />
            <Field
              label="Slug (web address)"
              name="slug"
              defaultValue={value("slug", post?.slug)}
              maxLength={SLUG_MAX}
              error={errors.slug}
              hint={
                <>
                  The post&apos;s address is /blog/<em>slug</em>. Leave it empty to make one from
                  the title; what you type is turned into lower-case words joined by hyphens. When
                  you change it, the old address keeps working and redirects here.
                  {post && post.oldSlugs.length > 0
                    ? ` Earlier addresses: ${post.oldSlugs.map((s) => `/blog/${s}`).join(", ")}.`
                    : ""}
                </>
              }
            />
            <TextAreaField
              label="Excerpt"
              name="excerpt"
              rows={3}
              maxLength={EXCERPT_MAX}
              defaultValue={value("excerpt", post?.excerpt)}
              error={errors.excerpt}
            />
            <p className="-mt-3 text-xs text-slate-600">
              One or two sentences shown on the blog list and in the feed (at most {EXCERPT_MAX}{" "}
              characters). Needed to publish.
            </p>
            <MarkdownEditor
              name="body"
              label="Post (Markdown)"
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
                  Markdown: <code>## Heading</code>, <code>**bold**</code>, <code>*italic*</code>,{" "}
                  <code>- list</code>, <code>[link](https://…)</code>, tables and{" "}
                  <code>```code```</code>. HTML is not allowed and is removed.
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
                  Update preview
                </button>
              }
            />
            <Field
              label="Tags"
              name="tags"
              defaultValue={value("tags", post?.tags)}
              error={errors.tags}
              hint="Separate tags with commas, for example: Seasonal advice, Bats. At most 10."
            />
          </section>

          <section
            aria-labelledby="post-cover-h"
            className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
          >
            <h2 id="post-cover-h" className="text-lg font-semibold text-slate-900">
              Cover image
            </h2>
            {post?.coverImagePath ? (
              <div className="flex flex-wrap items-start gap-4">
                <img
                  src={blogImagePath(post.coverImagePath)}
                  alt={post.coverImageAlt ?? ""}
                  className="h-24 w-44 rounded-md border border-slate-200 object-cover"
                />
                <CheckboxField
                  label="Remove the cover image"
                  name="removeCover"
                  controlClassName="h-4 w-4"
                />
              </div>
            ) : null}
            <FileField
              label={post?.coverImagePath ? "Replace the cover image" : "Cover image"}
              name="coverImage"
              controlClassName={controlClasses.text}
              accept={imageAccept}
              error={errors.coverImage}
              hint={`${IMAGE_TYPES_TEXT}, at most 5 MB. 1200 × 630 pixels works best. Optional.`}
            />
            <Field
              label="Cover image description (alt text)"
              name="coverImageAlt"
              defaultValue={value("coverImageAlt", post?.coverImageAlt)}
              maxLength={ALT_MAX}
              error={errors.coverImageAlt}
              hint="What the image shows, for readers who cannot see it. Needed with a cover image."
            />
          </section>

          <section
            aria-labelledby="post-seo-h"
            className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
          >
            <h2 id="post-seo-h" className="text-lg font-semibold text-slate-900">
              Search engines and social media
            </h2>
            <p className="text-sm text-slate-700">
              All optional. Empty fields fall back to the title, the excerpt and the cover image.
            </p>
            <TextAreaField
              label="Meta description"
              name="metaDescription"
              rows={2}
              maxLength={META_DESCRIPTION_MAX}
              defaultValue={value("metaDescription", post?.metaDescription)}
              error={errors.metaDescription}
            />
            <Field
              label="Social title (Open Graph)"
              name="ogTitle"
              maxLength={OG_TITLE_MAX}
              defaultValue={value("ogTitle", post?.ogTitle)}
              error={errors.ogTitle}
            />
            <TextAreaField
              label="Social description (Open Graph)"
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
                  alt="Current social image"
                  className="h-24 w-44 rounded-md border border-slate-200 object-cover"
                />
                <CheckboxField
                  label="Remove the social image"
                  name="removeOgImage"
                  controlClassName="h-4 w-4"
                />
              </div>
            ) : null}
            <FileField
              label="Social image (Open Graph)"
              name="ogImage"
              controlClassName={controlClasses.text}
              accept={imageAccept}
              error={errors.ogImage}
              hint={`${IMAGE_TYPES_TEXT}, at most 5 MB, 1200 × 630 pixels. Without one, the cover image is used.`}
            />
          </section>
        </div>

        <aside aria-labelledby="publishing-h" className="order-first space-y-4 2xl:order-none">
          <section className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-3 2xl:sticky 2xl:top-4 2xl:grid-cols-1">
            <h2 id="publishing-h" className="text-lg font-semibold text-slate-900">
              Publishing
            </h2>
            <div className="space-y-1 text-sm text-slate-800">
              <p>
                Status: <BlogStatusBadge status={status} />
              </p>
              <p>{blogStatusLine(status, post?.publishedAt ?? null)}</p>
              {post ? <p className="text-slate-600">Author: {post.authorName}</p> : null}
              <p className="text-slate-600" aria-live="polite">
                {autosaves
                  ? autosaved?.ok && autosaved.savedAt
                    ? `Saved at ${formatDateTime(autosaved.savedAt, timeZone)}`
                    : autosaved && !autosaved.ok
                      ? `Not saved automatically: ${autosaved.message ?? "check the fields"}`
                      : "Drafts are saved automatically as you write."
                  : post
                    ? null
                    : "Autosave starts once the draft is saved."}
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
                {pendingIntent === "save"
                  ? "Saving…"
                  : status === "draft"
                    ? "Save draft"
                    : status === "published"
                      ? "Update post"
                      : "Save changes"}
              </button>
              {status !== "published" ? (
                <button
                  type="submit"
                  name="intent"
                  value="publish"
                  className={buttonSecondary}
                  disabled={submitting}
                >
                  {pendingIntent === "publish" ? "Publishing…" : "Publish now"}
                </button>
              ) : null}
            </div>
            {status !== "published" ? (
              <fieldset className="space-y-2 border-t border-slate-200 pt-4">
                <legend className="text-sm font-semibold text-slate-900">Schedule</legend>
                <DateField
                  label={`Publish at (${timeZone})`}
                  name="publishAt"
                  type="datetime-local"
                  defaultValue={value("publishAt", scheduleDefault)}
                  error={errors.publishAt}
                  hint="The post is published automatically at this time."
                />
                <button
                  type="submit"
                  name="intent"
                  value="schedule"
                  className={`${buttonSecondary} w-full`}
                  disabled={submitting}
                >
                  {pendingIntent === "schedule"
                    ? "Scheduling…"
                    : status === "scheduled"
                      ? "Reschedule"
                      : "Schedule"}
                </button>
              </fieldset>
            ) : null}
            {post ? (
              <p className="border-t border-slate-200 pt-4 text-sm">
                <Link to={blogPostPath(post.slug)} className="text-brand-800 underline">
                  {status === "published" ? "View the published post" : "Open the preview page"}
                </Link>
              </p>
            ) : null}
          </section>
        </aside>
      </Form>
    </div>
  );
}
