import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { blogMessages, blogPageMessages, EditBlogPostScreen } from "~/modules/blog";
import { getEditBlogPostPage, postEditorAction } from "~/modules/blog/index.server";
import type { Route } from "./+types/edit";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const site = intl.formatMessage(siteNameMessage);
  const blog = intl.formatMessage(blogPageMessages.management);
  const title = loaderData?.post.title ?? intl.formatMessage(blogPageMessages.post);
  return [{ title: `${intl.formatMessage(blogPageMessages.edit, { title })} | ${blog} | ${site}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "blog.manage");
  return loadPage(() => getEditBlogPostPage(getDb(), session, params.id, new URL(request.url)), {
    fallback: blogMessages.fetchFailed,
    context: "load blog post for edit",
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "blog.manage");
  return postEditorAction(getDb(), session, request, params.id);
}

export function shouldRevalidate({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Preview and autosave change nothing the page shows (a reload would reset the editor).
  const intent = formData?.get("intent");
  if (intent === "preview" || intent === "autosave") return false;
  return defaultShouldRevalidate;
}

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  return <EditBlogPostScreen page={loaderData} actionData={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
