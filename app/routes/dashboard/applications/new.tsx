import { redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm } from "~/lib/form-action.server";
import {
  applicationFieldNames,
  applicationMessages,
  createApplication,
  emptyApplicationValues,
  postedApplicationSchema,
  type ApplicationFormValues,
} from "~/modules/applications/index.server";
import {
  applicationFormMessages,
  dashboardPageTitle,
  NewApplicationScreen,
} from "~/modules/applications";
import { requireUser } from "~/modules/auth/index.server";
import { can, deniedMessage } from "~/modules/permissions";
import type { Route } from "./+types/new";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: dashboardPageTitle(matches, applicationFormMessages.newTitle) }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const refusal = can(session, "application.create")
    ? null
    : deniedMessage(session, "application.create");
  const values: ApplicationFormValues = {
    ...emptyApplicationValues,
    businessName: session.profile.organization ?? "",
    contactName: session.profile.name,
    contactEmail: session.user.email,
  };
  return { refusal, values };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  /** Save draft or Submit: both create; Submit also submits. */
  const create = (submit: boolean) =>
    formIntent(
      postedApplicationSchema,
      async (input) => {
        const created = await createApplication(getDb(), session, input, { submit });
        const notice = submit ? "submitted" : "saved";
        return redirect(`/dashboard/applications/${created.id}?notice=${notice}`);
      },
      { echo: applicationFieldNames, lists: ["servicesOffered"] },
    );
  return handleForm(request, {
    context: "create application",
    fallback: applicationMessages.createFailed,
    defaultIntent: "draft",
    intents: { draft: create(false), submit: create(true) },
  });
}

export default function NewApplication({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewApplicationScreen
      refusal={loaderData.refusal}
      values={loaderData.values}
      result={actionData}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
