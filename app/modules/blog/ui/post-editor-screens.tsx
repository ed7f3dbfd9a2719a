import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { FormMessage } from "~/components/form";
import { defineMessages } from "~/lib/i18n/messages";
import type { EditBlogPostPageData } from "../get-blog-management-pages.server";
import { blogEditPath, blogNotices } from "../blog-rules";
import { PostEditor, type EditorActionData } from "./post-editor";

const m = defineMessages({
  back: { id: "blog.editor.back", defaultMessage: "← Blog Management" },
  newTitle: { id: "blog.editor.newTitle", defaultMessage: "New post" },
  newIntro: {
    id: "blog.editor.newIntro",
    defaultMessage:
      "Write in Markdown and watch the preview. Save a draft at any time; publish now or schedule the post for later.",
  },
  deleteTitle: { id: "blog.editor.deleteTitle", defaultMessage: "Delete this post?" },
  deleteText: {
    id: "blog.editor.deleteText",
    defaultMessage:
      "“{title}” will be deleted with its images. Its addresses stop working. This cannot be undone; to take a post off the site but keep it, unpublish it instead.",
  },
  deleting: { id: "blog.editor.deleting", defaultMessage: "Deleting…" },
  deleteForever: { id: "blog.editor.deleteForever", defaultMessage: "Delete permanently" },
  cancel: { id: "blog.editor.cancel", defaultMessage: "Cancel" },
  editTitle: { id: "blog.editor.editTitle", defaultMessage: "Edit: {title}" },
  working: { id: "blog.editor.working", defaultMessage: "Working…" },
  unpublish: { id: "blog.editor.unpublish", defaultMessage: "Unpublish" },
  cancelSchedule: { id: "blog.editor.cancelSchedule", defaultMessage: "Cancel schedule" },
  delete: { id: "blog.editor.delete", defaultMessage: "Delete…" },
});

/** /dashboard/blog/new: the editor for a post not saved yet. */
export function NewBlogPostScreen({
  timeZone,
  scheduleDefault,
  actionData,
}: {
  timeZone: string;
  scheduleDefault: string;
  actionData: EditorActionData | undefined;
}) {
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/dashboard/blog" className="text-brand-800 underline">
            <FormattedMessage {...m.back} />
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          <FormattedMessage {...m.newTitle} />
        </h1>
        <p className="mt-1 text-slate-700">
          <FormattedMessage {...m.newIntro} />
        </p>
      </div>
      <PostEditor
        action="/dashboard/blog/new"
        post={null}
        initialPreview=""
        actionData={actionData}
        timeZone={timeZone}
        scheduleDefault={scheduleDefault}
      />
    </div>
  );
}

function DeleteConfirmation({ title, action }: { title: string; action: string }) {
  const navigation = useNavigation();
  const deleting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <section
      role="alertdialog"
      aria-labelledby="delete-h"
      aria-describedby="delete-text"
      className="rounded-lg border border-red-300 bg-red-50 p-4"
    >
      <h2 id="delete-h" className="text-lg font-semibold text-red-900">
        <FormattedMessage {...m.deleteTitle} />
      </h2>
      <p id="delete-text" className="mt-1 text-sm text-red-900">
        <FormattedMessage {...m.deleteText} values={{ title }} />
      </p>
      <Form method="post" action={action} className="mt-3 flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="delete"
          autoFocus
          disabled={deleting}
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          <FormattedMessage {...(deleting ? m.deleting : m.deleteForever)} />
        </button>
        <Link
          to={action}
          className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-800"
        >
          <FormattedMessage {...m.cancel} />
        </Link>
      </Form>
    </section>
  );
}

/** /dashboard/blog/edit/{id}: the editor of a saved post, with unpublish and delete. */
export function EditBlogPostScreen({
  page,
  actionData,
}: {
  page: EditBlogPostPageData;
  actionData: EditorActionData | undefined;
}) {
  const intl = useIntl();
  const { post, preview, timeZone, scheduleDefault, notice, confirmDelete } = page;
  const path = blogEditPath(post.id);
  const navigation = useNavigation();
  const unpublishing =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "unpublish";
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm">
            <Link to="/dashboard/blog" className="text-brand-800 underline">
              <FormattedMessage {...m.back} />
            </Link>
          </p>
          <h1 className="mt-2 text-2xl font-bold break-words text-slate-900">
            <FormattedMessage {...m.editTitle} values={{ title: post.title }} />
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          {post.status !== "draft" ? (
            <Form method="post" action={path}>
              <button
                type="submit"
                name="intent"
                value="unpublish"
                disabled={unpublishing}
                className="rounded-md border border-amber-700 bg-white px-4 py-2 text-sm font-semibold text-amber-900 hover:bg-amber-50 disabled:opacity-70"
              >
                <FormattedMessage
                  {...(unpublishing
                    ? m.working
                    : post.status === "published"
                      ? m.unpublish
                      : m.cancelSchedule)}
                />
              </button>
            </Form>
          ) : null}
          {confirmDelete ? null : (
            <Link
              to={`${path}?confirm=delete`}
              className="rounded-md border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
            >
              <FormattedMessage {...m.delete} />
            </Link>
          )}
        </div>
      </div>
      {notice ? (
        <FormMessage kind="success">{intl.formatMessage(blogNotices[notice])}</FormMessage>
      ) : null}
      {confirmDelete ? <DeleteConfirmation title={post.title} action={path} /> : null}
      <PostEditor
        key={post.updatedAt + post.status}
        action={path}
        post={post}
        initialPreview={preview}
        actionData={actionData}
        timeZone={timeZone}
        scheduleDefault={scheduleDefault}
      />
    </div>
  );
}
