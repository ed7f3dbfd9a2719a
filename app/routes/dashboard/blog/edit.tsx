import {
  data,
  Form,
  Link,
  redirect,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { FormMessage } from "~/components/form";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/session.server";
import { echoEditorValues, readEditorForm } from "~/modules/blog/blog-editor-request.server";
import {
  blogEditPath,
  blogMessages,
  blogNotices,
  isBlogNotice,
  toLocalDateTimeInput,
} from "~/modules/blog/blog-rules";
import { deleteBlogPost } from "~/modules/blog/delete-blog-post.server";
import { getBlogPostForEdit } from "~/modules/blog/get-blog-post-for-edit.server";
import { previewBlogPost } from "~/modules/blog/preview-blog-post.server";
import { saveBlogPost } from "~/modules/blog/save-blog-post.server";
import { unpublishBlogPost } from "~/modules/blog/unpublish-blog-post.server";
import { PostEditor, type EditorActionData } from "~/modules/blog/ui/post-editor";
import type { Route } from "./+types/edit";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Edit: ${loaderData?.post.title ?? "Post"} | Blog Management | ${siteName}` }];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "blog.manage");
  const url = new URL(request.url);
  const timeZone = getEnv().PROGRAMME_TIME_ZONE;
  try {
    const post = await getBlogPostForEdit(getDb(), session, params.id);
    const notice = url.searchParams.get("notice");
    return {
      post,
      preview: previewBlogPost(session, post.body).html,
      timeZone,
      scheduleDefault: toLocalDateTimeInput(
        post.status === "scheduled" && post.publishedAt
          ? post.publishedAt
          : new Date(Date.now() + DAY_MS),
        timeZone,
      ),
      notice: isBlogNotice(notice) ? blogNotices[notice] : null,
      confirmDelete: url.searchParams.get("confirm") === "delete",
    };
  } catch (error) {
    throwLoaderError(error, blogMessages.fetchFailed, "load blog post for edit");
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "blog.manage");
  const db = getDb();
  let fields: Record<string, string> = {};
  try {
    const form = await readEditorForm(request);
    fields = form.fields;
    switch (form.intent) {
      case "preview":
        return {
          ok: true,
          preview: previewBlogPost(session, fields.body ?? "").html,
          values: echoEditorValues(fields),
        } satisfies EditorActionData;
      case "unpublish": {
        const done = await unpublishBlogPost(db, session, params.id);
        return redirect(
          `${blogEditPath(params.id)}?notice=${done.from === "published" ? "unpublished" : "unscheduled"}`,
        );
      }
      case "delete":
        await deleteBlogPost(db, session, params.id);
        return redirect("/dashboard/blog?notice=deleted");
      default: {
        const saved = await saveBlogPost(db, session, {
          id: params.id,
          fields,
          intent: form.intent,
          cover: form.cover,
          ogImage: form.ogImage,
        });
        const notice =
          form.intent === "publish" && saved.status === "published"
            ? "published"
            : form.intent === "schedule"
              ? "scheduled"
              : "saved";
        return redirect(`${blogEditPath(saved.id)}?notice=${notice}`);
      }
    }
  } catch (error) {
    const failure = actionFailure(error, blogMessages.saveFailed, "save blog post");
    return data<EditorActionData>(
      {
        ok: false,
        message: failure.message,
        fieldErrors: failure.fieldErrors,
        values: echoEditorValues(fields),
      },
      { status: failure.status },
    );
  }
}

export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formData?.get("intent") === "preview") return false;
  return defaultShouldRevalidate;
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

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, preview, timeZone, scheduleDefault, notice, confirmDelete } = loaderData;
  const path = blogEditPath(post.id);
  const navigation = useNavigation();
  const unpublishing =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "unpublish";
  return (
    <div className="mx-auto max-w-7xl space-y-6">
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
        actionData={actionData as EditorActionData | undefined}
        timeZone={timeZone}
        scheduleDefault={scheduleDefault}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
