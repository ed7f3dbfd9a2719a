import { Link } from "react-router";
import { FormMessage } from "~/components/form";
import { documentTypeList, requiredDocumentTypes } from "~/domain/document-types";
import type { EchoedValues, FormFailure } from "~/lib/form-action.server";
import { applicationMessages } from "../application-messages";
import type { ApplicationStatus } from "../application-status";
import {
  ApplicationForm,
  emptyApplicationValues,
  type ApplicationFormValues,
} from "./application-form";
import { StatusBadge } from "./status-badge";

/** A refused save of the application form: its messages and the values posted. */
export type ApplicationFormFailure = FormFailure<EchoedValues>;

/** The form's values: those posted back after a refusal, else the stored ones. */
function formValues(stored: ApplicationFormValues, result?: ApplicationFormFailure) {
  return (
    result?.values ? { ...emptyApplicationValues, ...result.values } : stored
  ) as ApplicationFormValues;
}

/** /dashboard/applications/new. */
export function NewApplicationScreen({
  refusal,
  values,
  result,
}: {
  refusal: string | null;
  values: ApplicationFormValues;
  result?: ApplicationFormFailure;
}) {
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
        <p className="mt-2 text-slate-700" data-testid="documents-before-submit">
          Save your application, then upload your {documentTypeList(requiredDocumentTypes)} on its
          page and submit it from there.
        </p>
      </div>
      {refusal ? (
        <FormMessage kind="error">{refusal}</FormMessage>
      ) : (
        <ApplicationForm
          values={formValues(values, result)}
          errors={result?.fieldErrors ?? {}}
          formError={result && !result.ok ? result.message : undefined}
          draftLabel="Save draft"
          // Submitting needs the required documents, uploaded once the application exists.
          submitLabel={null}
          cancelTo="/dashboard/applications"
        />
      )}
    </div>
  );
}

/** /dashboard/applications/:id/edit. */
export function EditApplicationScreen({
  application,
  values,
  canEdit,
  canSubmit,
  missingDocuments = [],
  result,
}: {
  application: { id: string; businessName: string; status: ApplicationStatus };
  values: ApplicationFormValues;
  canEdit: boolean;
  canSubmit: boolean;
  /** Required document types still missing (issue 19): no Submit until they are uploaded. */
  missingDocuments?: readonly string[];
  result?: ApplicationFormFailure;
}) {
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
      {canEdit && missingDocuments.length > 0 ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          data-testid="documents-before-submit"
        >
          {applicationMessages.missingDocuments(missingDocuments)} Save your changes, then{" "}
          <Link to={`${detailPath}#documents`} className="font-medium underline">
            upload the missing documents
          </Link>{" "}
          and submit from the application&apos;s page.
        </p>
      ) : null}
      {canEdit ? (
        <ApplicationForm
          values={formValues(values, result)}
          errors={result?.fieldErrors ?? {}}
          formError={result && !result.ok ? result.message : undefined}
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
