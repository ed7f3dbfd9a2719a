import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { blogPageMessages, NewBlogPostScreen } from "~/modules/blog";
import { getNewBlogPostPage, postEditorAction } from "~/modules/blog/index.server";
import type { Route } from "./+types/new";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const site = intl.formatMessage(siteNameMessage);
  const blog = intl.formatMessage(blogPageMessages.management);
  return [{ title: `${intl.formatMessage(blogPageMessages.newPost)} | ${blog} | ${site}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, "blog.manage");
  return getNewBlogPostPage();
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "blog.manage");
  return postEditorAction(getDb(), session, request, null);
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
    <NewBlogPostScreen
      timeZone={loaderData.timeZone}
      scheduleDefault={loaderData.scheduleDefault}
      actionData={actionData}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
