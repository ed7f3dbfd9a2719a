import { redirect } from "react-router";
import type { Database } from "~/lib/db.server";
import { formErrorResponse, formFailure } from "~/lib/form-action.server";
import type { Locale } from "~/domain/locale";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { translateText } from "~/lib/i18n/translate-text";
import type { Viewer } from "~/modules/permissions";
import { echoEditorValues, readEditorForm } from "./blog-editor-request.server";
import { blogEditPath, blogMessages } from "./blog-rules";
import { autosaveBlogDraft } from "./autosave-blog-draft.server";
import { deleteBlogPost } from "./delete-blog-post.server";
import { previewBlogPost } from "./preview-blog-post.server";
import { saveBlogPost } from "./save-blog-post.server";
import { unpublishBlogPost } from "./unpublish-blog-post.server";
import type { EditorActionData } from "./ui/post-editor";

/**
 * What the post editor's form answers (/dashboard/blog/new with no `postId`,
 * /dashboard/blog/edit/{id} with one). The form is multipart (images), so it
 * is read by `readEditorForm` and not by `handleForm`; refusals go through the
 * same error mapping (`formErrorResponse`) with the typed text sent back.
 * Preview answers the rendered Markdown; saving, publishing, scheduling,
 * unpublishing and deleting redirect with a notice. Refusals are answered
 * in the writer's language (`translateText`, as `handleForm` does).
 */
export async function postEditorAction(
  db: Database,
  viewer: Viewer,
  request: Request,
  postId: string | null,
) {
  const locale = await requestLocale(request);
  return inLanguage(await answer(db, viewer, request, postId), locale);
}

type Answer = Awaited<ReturnType<typeof answer>>;

/** A failure's message and field messages in `locale` (services keep their English). */
function inLanguage(result: Answer, locale: Locale): Answer {
  if (result instanceof Response || !("data" in result) || result.data.ok) return result;
  const failure = result.data;
  failure.message = translateText(failure.message, locale);
  for (const [name, text] of Object.entries(failure.fieldErrors)) {
    if (typeof text === "string") failure.fieldErrors[name] = translateText(text, locale);
  }
  return result;
}

async function answer(db: Database, viewer: Viewer, request: Request, postId: string | null) {
  let fields: Record<string, string> = {};
  let intent = "save";
  try {
    const form = await readEditorForm(request);
    fields = form.fields;
    intent = form.intent;
    const upload = { fields, cover: form.cover, ogImage: form.ogImage };
    switch (form.intent) {
      case "preview":
        return {
          ok: true,
          preview: previewBlogPost(viewer, fields.body ?? "").html,
          values: echoEditorValues(fields),
        } satisfies EditorActionData;
      case "autosave": {
        // Drafts only: a published or scheduled post changes when its writer says so.
        if (postId === null) return formFailure(intent, blogMessages.autosaveDraftsOnly, 400);
        const saved = await autosaveBlogDraft(db, viewer, postId, fields);
        return { ok: true, savedAt: saved.savedAt } satisfies EditorActionData;
      }
      case "unpublish": {
        if (postId === null) return formFailure(intent, blogMessages.saveFirst, 400);
        const { from } = await unpublishBlogPost(db, viewer, postId);
        const notice = from === "published" ? "unpublished" : "unscheduled";
        return redirect(`${blogEditPath(postId)}?notice=${notice}`);
      }
      case "delete":
        if (postId === null) return formFailure(intent, blogMessages.saveFirst, 400);
        await deleteBlogPost(db, viewer, postId);
        return redirect("/dashboard/blog?notice=deleted");
      default: {
        const saved = await saveBlogPost(db, viewer, {
          ...upload,
          ...(postId === null ? {} : { id: postId }),
          intent: form.intent,
        });
        return redirect(
          `${blogEditPath(saved.id)}?notice=${savedNotice(postId, form.intent, saved.status)}`,
        );
      }
    }
  } catch (error) {
    return formErrorResponse(error, intent, {
      fallback: blogMessages.saveFailed,
      context: postId === null ? "create blog post" : "save blog post",
      values: echoEditorValues(fields),
    });
  }
}

function savedNotice(postId: string | null, intent: string, status: string) {
  if (postId === null) {
    return status === "published" ? "published" : status === "scheduled" ? "scheduled" : "created";
  }
  return intent === "publish" && status === "published"
    ? "published"
    : intent === "schedule"
      ? "scheduled"
      : "saved";
}
