import { redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/index.server";
import {
  createRenewal,
  renewalMessages,
  renewalStartPage,
  renewalStartSchema,
} from "~/modules/renewals/index.server";
import { RenewScreen, renewalUiMessages as m } from "~/modules/renewals";
import type { Route } from "./+types/renew";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const number = loaderData?.certificate.certificateNumber;
  const title = number
    ? intl.formatMessage(m.renewTitle, { number })
    : intl.formatMessage(m.renewPageTitle);
  return [{ title: `${title} | ${intl.formatMessage(siteNameMessage)}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const locale = await requestLocale(request);
  return loadPage(() => renewalStartPage(getDb(), session, params.id, locale), {
    fallback: m.renewLoadFailed.defaultMessage,
    context: "load renewal",
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  return handleForm(request, {
    context: "create renewal",
    fallback: renewalMessages.createFailed,
    defaultIntent: "renew",
    invalidStatus: 422,
    intents: {
      renew: formIntent(
        renewalStartSchema,
        async (input) => {
          const renewal = await createRenewal(getDb(), session, params.id, input);
          return redirect(`/dashboard/applications/${renewal.id}?notice=renewal-created`);
        },
        {
          echo: [
            "hasAddressChanged",
            "hasOwnerChanged",
            "hasPracticesChanged",
            "descriptionOfChanges",
            "serviceRadius",
            "serviceRadiusUnit",
            "serviceRegions",
            "servicePostalPrefixes",
            "serviceBasePostalCode",
          ],
        },
      ),
    },
  });
}

export default function RenewCertificate({ loaderData, actionData }: Route.ComponentProps) {
  return <RenewScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
