import { redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formErrorResponse, formFailure, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { appealMessages, appealPageMessages, appealPath, NewAppealScreen } from "~/modules/appeals";
import { appealSubjectFrom, getNewAppealPage, receiveAppeal } from "~/modules/appeals/index.server";
import { requireAccess } from "~/modules/auth/index.server";
import type { Route } from "./+types/new";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(appealPageMessages.new)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "appeal.create");
  const subject = appealSubjectFrom(new URL(request.url).searchParams);
  return loadPage(() => getNewAppealPage(getDb(), session, subject), {
    fallback: appealPageMessages.loadForm.defaultMessage,
    context: "appeal form",
  });
}

/**
 * POST: the grounds and optional documents (multipart, streamed by the
 * appeals module's `receiveAppeal`); a refusal comes back at the form with
 * the grounds echoed.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "appeal.create");
  const subject = appealSubjectFrom(new URL(request.url).searchParams);
  try {
    const outcome = await receiveAppeal(getDb(), session, request, subject);
    if (outcome.ok) return redirect(`${appealPath(outcome.appeal.id)}?notice=submitted`);
    return formFailure(
      "submit",
      outcome.message,
      outcome.status,
      outcome.fieldErrors,
      outcome.values,
    );
  } catch (error) {
    return formErrorResponse(error, "submit", {
      fallback: appealMessages.failed,
      context: "submit appeal",
    });
  }
}

export default function NewAppeal({ loaderData, actionData }: Route.ComponentProps) {
  return <NewAppealScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
