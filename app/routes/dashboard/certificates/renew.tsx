import { redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/index.server";
import {
  createRenewal,
  renewalMessages,
  renewalStartPage,
  renewalStartSchema,
} from "~/modules/renewals/index.server";
import { RenewScreen } from "~/modules/renewals";
import type { Route } from "./+types/renew";

export function meta({ loaderData }: Route.MetaArgs) {
  const number = loaderData?.certificate.certificateNumber;
  return [{ title: `Renew certificate${number ? ` ${number}` : ""} | ${siteName}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  return loadPage(() => renewalStartPage(getDb(), session, params.id), {
    fallback: "Could not load the certificate. Please try again.",
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
