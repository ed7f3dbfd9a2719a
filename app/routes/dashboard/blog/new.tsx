import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { actionFailure } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/session.server";
import { echoEditorValues, readEditorForm } from "~/modules/blog/blog-editor-request.server";
import { blogEditPath, blogMessages, toLocalDateTimeInput } from "~/modules/blog/blog-rules";
import { previewBlogPost } from "~/modules/blog/preview-blog-post.server";
import { saveBlogPost } from "~/modules/blog/save-blog-post.server";
import { PostEditor, type EditorActionData } from "~/modules/blog/ui/post-editor";
import type { Route } from "./+types/new";

export function meta() {
  return [{ title: `New post | Blog Management | ${siteName}` }];
}

const HOUR_MS = 60 * 60 * 1000;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, "blog.manage");
  const timeZone = getEnv().PROGRAMME_TIME_ZONE;
  // Suggest tomorrow at the same hour, on the hour.
  const suggestion = new Date(Math.ceil((Date.now() + 24 * HOUR_MS) / HOUR_MS) * HOUR_MS);
  return { timeZone, scheduleDefault: toLocalDateTimeInput(suggestion, timeZone) };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "blog.manage");
  let fields: Record<string, string> = {};
  try {
    const form = await readEditorForm(request);
    fields = form.fields;
    if (form.intent === "preview") {
      return {
        ok: true,
        preview: previewBlogPost(session, fields.body ?? "").html,
        values: echoEditorValues(fields),
      } satisfies EditorActionData;
    }
    if (form.intent !== "save" && form.intent !== "publish" && form.intent !== "schedule") {
      return data<EditorActionData>({ ok: false, message: "Save the post first" }, { status: 400 });
    }
    const saved = await saveBlogPost(getDb(), session, {
      fields,
      intent: form.intent,
      cover: form.cover,
      ogImage: form.ogImage,
    });
    const notice =
      saved.status === "published"
        ? "published"
        : saved.status === "scheduled"
          ? "scheduled"
          : "created";
    return redirect(`${blogEditPath(saved.id)}?notice=${notice}`);
  } catch (error) {
    const failure = actionFailure(error, blogMessages.saveFailed, "create blog post");
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
  // The live preview posts to this route's action: nothing to reload.
  if (formData?.get("intent") === "preview") return false;
  return defaultShouldRevalidate;
}

export default function NewBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
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
        actionData={actionData as EditorActionData | undefined}
        timeZone={loaderData.timeZone}
        scheduleDefault={loaderData.scheduleDefault}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
