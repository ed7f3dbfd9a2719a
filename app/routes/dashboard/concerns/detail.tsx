import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/index.server";
import {
  businessConcernMessages,
  BusinessConcernScreen,
  complaintMessages,
  complaintText,
  respondSchema,
} from "~/modules/complaints";
import { getBusinessConcernPage, respondToComplaint } from "~/modules/complaints/index.server";
import type { Route } from "./+types/detail";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(businessConcernMessages.pageTitle, { reference: loaderData?.concern.reference ?? "" })} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

/** A concern about the signed-in business (others: not found). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  return loadPage(() => getBusinessConcernPage(getDb(), session, params.id), {
    fallback: complaintText.loadConcern.defaultMessage,
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
