import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { kindOfSegment } from "~/domain/content-translation";
import { toLocale } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { navigationMessages } from "~/modules/navigation";
import { TranslationEditorScreen, translationMessages } from "~/modules/translations";
import {
  getTranslationEditor,
  saveContentTranslation,
  translationSchema,
} from "~/modules/translations/index.server";
import type { Route } from "./+types/edit";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(navigationMessages.translations)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "translations.view");
  return loadPage(
    () =>
      getTranslationEditor(getDb(), session, kindOfSegment(params.kind), params.id, params.locale),
    { fallback: translationMessages.loadFailed.defaultMessage, context: "translation editor" },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "translations.edit");
  const kind = kindOfSegment(params.kind);
  return handleForm(request, {
    context: "save translation",
    fallback: translationMessages.failed.defaultMessage,
    invalidStatus: 422,
    intents: {
      save: formIntent(translationSchema, async (input) => {
        if (!kind) throw new Response(null, { status: 404 });
        await saveContentTranslation(
          getDb(),
          session,
          { kind, partId: params.id, locale: params.locale },
          input,
        );
        return done(translationMessages.saved.defaultMessage);
      }),
    },
  });
}

export default function TranslationEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <TranslationEditorScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
