import { Form, Link, useNavigation } from "react-router";
import { FormMessage } from "~/components/form";
import type { EditBlogPostPageData } from "../get-blog-management-pages.server";
import { blogEditPath } from "../blog-rules";
import { PostEditor, type EditorActionData } from "./post-editor";

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
            ← Blog Management
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">New post</h1>
        <p className="mt-1 text-slate-700">
          Write in Markdown and watch the preview. Save a draft at any time; publish now or schedule
          the post for later.
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
        Delete this post?
      </h2>
      <p id="delete-text" className="mt-1 text-sm text-red-900">
        &ldquo;{title}&rdquo; will be deleted with its images. Its addresses stop working. This
        cannot be undone; to take a post off the site but keep it, unpublish it instead.
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
          {deleting ? "Deleting…" : "Delete permanently"}
        </button>
        <Link
          to={action}
          className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-800"
        >
          Cancel
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
              ← Blog Management
            </Link>
          </p>
          <h1 className="mt-2 text-2xl font-bold break-words text-slate-900">Edit: {post.title}</h1>
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
                {unpublishing
                  ? "Working…"
                  : post.status === "published"
                    ? "Unpublish"
                    : "Cancel schedule"}
              </button>
            </Form>
          ) : null}
          {confirmDelete ? null : (
            <Link
              to={`${path}?confirm=delete`}
              className="rounded-md border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
            >
              Delete…
            </Link>
          )}
        </div>
      </div>
      {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
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
