import { redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import {
  applicationFieldNames,
  applicationMessages,
  getApplicationForEdit,
  postedApplicationSchema,
  updateApplication,
} from "~/modules/applications/index.server";
import {
  applicationFormMessages,
  dashboardPageTitle,
  EditApplicationScreen,
} from "~/modules/applications";
import { requireUser } from "~/modules/auth/index.server";
import type { Route } from "./+types/edit";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const name = loaderData?.application.businessName;
  const m = applicationFormMessages;
  return [
    {
      title: name
        ? dashboardPageTitle(matches, m.editPageTitle, { name })
        : dashboardPageTitle(matches, m.editTitle),
    },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  return loadPage(() => getApplicationForEdit(getDb(), session, params.id), {
    fallback: applicationMessages.fetchDetailFailed,
    context: "load application for edit",
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  /** Save (a draft or changes) or Submit: both update; Submit also submits. */
  const update = (submit: boolean) =>
    formIntent(
      postedApplicationSchema,
      async (input) => {
        const updated = await updateApplication(getDb(), session, params.id, input, { submit });
        const notice = submit ? "submitted" : "saved";
        return redirect(`/dashboard/applications/${updated.id}?notice=${notice}`);
      },
      { echo: applicationFieldNames, lists: ["servicesOffered"] },
    );
  return handleForm(request, {
    context: "update application",
    fallback: applicationMessages.updateFailed,
    defaultIntent: "draft",
    intents: { draft: update(false), save: update(false), submit: update(true) },
  });
}

export default function EditApplication({ loaderData, actionData }: Route.ComponentProps) {
  return <EditApplicationScreen {...loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
