import { redirect } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { toLocale } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/index.server";
import { serviceAreaWords } from "~/modules/directory";
import { ServiceAreaScreen, serviceAreaTextMessages as t } from "~/modules/places";
import {
  correctServiceArea,
  getServiceAreaPage,
  serviceAreaFieldNames,
} from "~/modules/places/index.server";
import type { Route } from "./+types/service-area";

const postedServiceArea = z.object({
  serviceRadius: z.string().max(20).default(""),
  serviceRadiusUnit: z.string().max(5).default("km"),
  serviceRegions: z.string().max(500).default(""),
  servicePostalPrefixes: z.string().max(500).default(""),
  serviceBasePostalCode: z.string().max(20).default(""),
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const name = loaderData?.application.businessName;
  const title = name
    ? intl.formatMessage(t.pageTitleOf, { name })
    : intl.formatMessage(t.pageTitle);
  return [{ title: `${title} | ${intl.formatMessage(siteNameMessage)}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const intl = intlFor(await requestLocale(request));
  return loadPage(
    async () => {
      const { area, ...page } = await getServiceAreaPage(getDb(), {
        actor: session,
        applicationId: params.id,
      });
      // The area in the reader's words (the directory writes them the same way).
      return { ...page, words: serviceAreaWords(intl, area) };
    },
    { fallback: t.loadFailed.defaultMessage, context: "load service area" },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  return handleForm(request, {
    context: "correct service area",
    fallback: t.saveFailed.defaultMessage,
    defaultIntent: "save",
    invalidStatus: 422,
    intents: {
      save: formIntent(
        postedServiceArea,
        async (input) => {
          await correctServiceArea(getDb(), { actor: session, applicationId: params.id, input });
          return redirect(`/dashboard/applications/${params.id}?notice=service-area`);
        },
        { echo: serviceAreaFieldNames },
      ),
    },
  });
}

export default function ServiceArea({ loaderData, actionData }: Route.ComponentProps) {
  return <ServiceAreaScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
