import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { BlogManagementScreen, blogMessages } from "~/modules/blog";
import { getBlogManagementPage } from "~/modules/blog/index.server";
import type { Route } from "./+types/list";

export function meta() {
  return [{ title: `Blog Management | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "blog.manage");
  return loadPage(() => getBlogManagementPage(getDb(), session, new URL(request.url)), {
    fallback: blogMessages.fetchFailed,
    context: "list blog posts",
  });
}

export default function BlogManagement({ loaderData }: Route.ComponentProps) {
  return <BlogManagementScreen {...loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
