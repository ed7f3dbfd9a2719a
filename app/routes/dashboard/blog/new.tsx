import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { NewBlogPostScreen } from "~/modules/blog";
import { getNewBlogPostPage, postEditorAction } from "~/modules/blog/index.server";
import type { Route } from "./+types/new";

export function meta() {
  return [{ title: `New post | Blog Management | ${siteName}` }];
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
