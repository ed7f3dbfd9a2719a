import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { applicationMessages, getApplicationListPage } from "~/modules/applications/index.server";
import { requireAccess, requireUser } from "~/modules/auth/index.server";
import { applicationListTitleMessages, dashboardPageTitle } from "~/modules/applications";
import { ApplicationsListScreen } from "~/modules/dashboard";
import {
  planMissingDocumentReminders,
  reminderPlanView,
  reminderText,
  reminderSelectionSchema,
  remindersSentMessage,
  remindMissingDocuments,
} from "~/modules/documents/index.server";
import type { Route } from "./+types/list";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData?.title ?? "Applications";
  const message = applicationListTitleMessages[title];
  return [{ title: message ? dashboardPageTitle(matches, message) : `${title} | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const params = new URL(request.url).searchParams;
  return loadPage(() => getApplicationListPage(getDb(), session, params), {
    fallback: applicationMessages.fetchListFailed,
    context: "list applications",
  });
}

/** The rows' selection boxes (repeated `applicationId`). */
const selectionSchema = z.object({ applicationId: reminderSelectionSchema.shape.applicationIds });
const selection = { echo: [], lists: ["applicationId" as const] };

/** Staff: bulk reminders about missing documents (confirm, then send). */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "application.remind");
  return handleForm(request, {
    context: "remind missing documents",
    fallback: reminderText.failed.defaultMessage,
    intents: {
      "remind-confirm": formIntent(
        selectionSchema,
        async ({ applicationId }) => {
          const plan = await planMissingDocumentReminders(getDb(), session, {
            applicationIds: applicationId,
          });
          return { ok: true as const, stage: "confirm" as const, plan: reminderPlanView(plan) };
        },
        selection,
      ),
      remind: formIntent(
        selectionSchema,
        async ({ applicationId }) => {
          const sent = await remindMissingDocuments(getDb(), session, {
            applicationIds: applicationId,
          });
          const locale = await requestLocale(request);
          return done(remindersSentMessage(sent.remind.length, locale), {
            stage: "done" as const,
            plan: reminderPlanView(sent),
          });
        },
        selection,
      ),
    },
  });
}

export default function ApplicationsList({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicationsListScreen page={loaderData} reminder={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
