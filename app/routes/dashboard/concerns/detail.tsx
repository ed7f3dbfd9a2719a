import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/index.server";
import { BusinessConcernScreen, complaintMessages, respondSchema } from "~/modules/complaints";
import { getBusinessConcernPage, respondToComplaint } from "~/modules/complaints/index.server";
import type { Route } from "./+types/detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Concern ${loaderData?.concern.reference ?? ""} | ${siteName}` }];
}

/** A concern about the signed-in business (others: not found). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  return loadPage(() => getBusinessConcernPage(getDb(), session, params.id), {
    fallback: "Could not load this concern. Please try again.",
    context: "business concern page",
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  return handleForm(request, {
    context: "business concern response",
    fallback: complaintMessages.actionFailed,
    defaultIntent: "respond",
    invalidStatus: 422,
    intents: {
      respond: formIntent(respondSchema, async ({ response }) => {
        await respondToComplaint(getDb(), session, { complaintId: params.id, response });
        return done(complaintMessages.responseSent);
      }),
    },
  });
}

export default function BusinessConcern({ loaderData, actionData }: Route.ComponentProps) {
  return <BusinessConcernScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
