import { readFormData } from "~/lib/form-data.server";
import { data, Link, redirect } from "react-router";
import { FormMessage } from "~/components/form";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import {
  applicationResource,
  getApplicationForViewer,
} from "~/modules/applications/application-access.server";
import { applicationMessages } from "~/modules/applications/application-messages";
import {
  fromApplicationColumns,
  readApplicationForm,
} from "~/modules/applications/application-schema";
import {
  canEditApplication,
  canTransition,
  type ApplicationStatus,
} from "~/modules/applications/application-status";
import {
  ApplicationForm,
  emptyApplicationValues,
  type ApplicationFormValues,
} from "~/modules/applications/ui/application-form";
import { StatusBadge } from "~/modules/applications/ui/status-badge";
import { updateApplication } from "~/modules/applications/update-application.server";
import { requireUser } from "~/modules/auth/session.server";
import type { Route } from "./+types/edit";

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.application.businessName;
  return [{ title: `Edit ${name ?? "application"} | ${siteName}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  try {
    const row = await getApplicationForViewer(getDb(), session, params.id);
    const resource = await applicationResource(getDb(), row);
    const status = row.status as ApplicationStatus;
    return {
      application: { id: row.id, businessName: row.businessName, status },
      values: fromApplicationColumns(row),
      canEdit: canEditApplication(session, resource),
      canSubmit: canTransition(session, resource, "submitted"),
    };
  } catch (error) {
    throwLoaderError(error, applicationMessages.fetchDetailFailed, "load application for edit");
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  const form = await readFormData(request);
  const input = readApplicationForm(form);
  const submit = form.get("intent") === "submit";
  try {
    const updated = await updateApplication(getDb(), session, params.id, input, { submit });
    return redirect(
      `/dashboard/applications/${updated.id}?notice=${submit ? "submitted" : "saved"}`,
    );
  } catch (error) {
    const failure = actionFailure(error, applicationMessages.updateFailed, "update application");
    return data({ ...failure, values: input }, { status: failure.status });
  }
}

export default function EditApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { application, canEdit, canSubmit } = loaderData;
  const values = actionData?.values
    ? { ...emptyApplicationValues, ...actionData.values }
    : loaderData.values;
  const detailPath = `/dashboard/applications/${application.id}`;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to={detailPath} className="text-brand-800 underline">
            ← Back to the application
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">Edit application</h1>
          <StatusBadge status={application.status} />
        </div>
        <p className="mt-1 text-slate-700">{application.businessName}</p>
      </div>
      {canEdit ? (
        <ApplicationForm
          values={values as ApplicationFormValues}
          errors={actionData?.fieldErrors ?? {}}
          formError={actionData && !actionData.ok ? actionData.message : undefined}
          draftLabel={application.status === "draft" ? "Save draft" : "Save changes"}
          submitLabel={
            canSubmit
              ? application.status === "rejected"
                ? "Resubmit application"
                : "Submit application"
              : null
          }
          cancelTo={detailPath}
        />
      ) : (
        <FormMessage kind="error">{applicationMessages.updateDenied}</FormMessage>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
