import { redirect } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/index.server";
import { ServiceAreaScreen } from "~/modules/places";
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

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.application.businessName;
  return [{ title: `Service area${name ? ` of ${name}` : ""} | ${siteName}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  return loadPage(() => getServiceAreaPage(getDb(), { actor: session, applicationId: params.id }), {
    fallback: "Could not load the service area. Please try again.",
    context: "load service area",
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  return handleForm(request, {
    context: "correct service area",
    fallback: "The service area could not be saved. Please try again.",
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
