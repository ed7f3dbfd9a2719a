import { readFormData } from "~/lib/form-data.server";
import { data, Link, redirect } from "react-router";
import { FormMessage } from "~/components/form";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { actionFailure } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { applicationMessages } from "~/modules/applications/application-messages";
import { readApplicationForm } from "~/modules/applications/application-schema";
import { createApplication } from "~/modules/applications/create-application.server";
import {
  ApplicationForm,
  emptyApplicationValues,
  type ApplicationFormValues,
} from "~/modules/applications/ui/application-form";
import { requireUser } from "~/modules/auth/session.server";
import { can, deniedMessage } from "~/modules/permissions/policy";
import type { Route } from "./+types/new";

export function meta() {
  return [{ title: `New application | ${siteName}` }];
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
  const form = await readFormData(request);
  const input = readApplicationForm(form);
  const submit = form.get("intent") === "submit";
  try {
    const created = await createApplication(getDb(), session, input, { submit });
    return redirect(
      `/dashboard/applications/${created.id}?notice=${submit ? "submitted" : "saved"}`,
    );
  } catch (error) {
    const failure = actionFailure(error, applicationMessages.createFailed, "create application");
    return data({ ...failure, values: input }, { status: failure.status });
  }
}

export default function NewApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { refusal } = loaderData;
  const values = actionData?.values
    ? { ...emptyApplicationValues, ...actionData.values }
    : loaderData.values;
  const errors = actionData?.fieldErrors ?? {};
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/dashboard/applications" className="text-brand-800 underline">
            ← Applications
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">New application</h1>
        <p className="mt-1 text-slate-700">
          Tell us about your business and the humane wildlife control services you offer.
        </p>
      </div>
      {refusal ? (
        <FormMessage kind="error">{refusal}</FormMessage>
      ) : (
        <ApplicationForm
          values={values as ApplicationFormValues}
          errors={errors}
          formError={actionData && !actionData.ok ? actionData.message : undefined}
          draftLabel="Save draft"
          submitLabel="Submit application"
          cancelTo="/dashboard/applications"
        />
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
