import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { BlogManagementScreen, blogMessages, blogPageMessages } from "~/modules/blog";
import { getBlogManagementPage } from "~/modules/blog/index.server";
import type { Route } from "./+types/list";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const site = intl.formatMessage(siteNameMessage);
  const blog = intl.formatMessage(blogPageMessages.management);
  return [{ title: `${blog} | ${site}` }];
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
