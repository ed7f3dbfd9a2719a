import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { toLocale } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { TranslationsScreen, translationMessages } from "~/modules/translations";
import { listTranslationStatus } from "~/modules/translations/index.server";
import { navigationMessages } from "~/modules/navigation";
import type { Route } from "./+types/list";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(navigationMessages.translations)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "translations.view");
  const params = new URL(request.url).searchParams;
  return loadPage(() => listTranslationStatus(getDb(), session, params), {
    fallback: translationMessages.loadFailed.defaultMessage,
    context: "list translations",
  });
}

export default function Translations({ loaderData }: Route.ComponentProps) {
  return <TranslationsScreen page={loaderData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
