import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { FormMessage } from "~/components/form";
import { documentTypeListIn } from "./document-type-messages";
import { requiredDocumentTypes } from "~/domain/document-types";
import type { EchoedValues, FormFailure } from "~/lib/form-action.server";
import { applicationErrorMessages, applicationFormMessages as m } from "./form-messages";
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
  const intl = useIntl();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to="/dashboard/applications" className="text-brand-800 underline">
            {intl.formatMessage(m.back)}
          </Link>
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{intl.formatMessage(m.newTitle)}</h1>
        <p className="mt-1 text-slate-700">{intl.formatMessage(m.newIntro)}</p>
        <p className="mt-2 text-slate-700" data-testid="documents-before-submit">
          {intl.formatMessage(m.documentsBeforeSubmit, {
            documents: documentTypeListIn(intl, requiredDocumentTypes),
          })}
        </p>
      </div>
      {refusal ? (
        <FormMessage kind="error">{refusal}</FormMessage>
      ) : (
        <ApplicationForm
          values={formValues(values, result)}
          errors={result?.fieldErrors ?? {}}
          formError={result && !result.ok ? result.message : undefined}
          draftLabel={intl.formatMessage(m.saveDraft)}
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
  const intl = useIntl();
  const detailPath = `/dashboard/applications/${application.id}`;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to={detailPath} className="text-brand-800 underline">
            {intl.formatMessage(m.backToApplication)}
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{intl.formatMessage(m.editTitle)}</h1>
          <StatusBadge status={application.status} />
        </div>
        <p className="mt-1 text-slate-700">{application.businessName}</p>
      </div>
      {canEdit && missingDocuments.length > 0 ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          data-testid="documents-before-submit"
        >
          <FormattedMessage
            {...m.missingDocuments}
            values={{
              documents: documentTypeListIn(intl, missingDocuments),
              link: (chunks: ReactNode) => (
                <Link to={`${detailPath}#documents`} className="font-medium underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      ) : null}
      {canEdit ? (
        <ApplicationForm
          values={formValues(values, result)}
          errors={result?.fieldErrors ?? {}}
          formError={result && !result.ok ? result.message : undefined}
          draftLabel={intl.formatMessage(
            application.status === "draft" ? m.saveDraft : m.saveChanges,
          )}
          submitLabel={
            canSubmit
              ? intl.formatMessage(application.status === "rejected" ? m.resubmit : m.submit)
              : null
          }
          cancelTo={detailPath}
        />
      ) : (
        <FormMessage kind="error">
          {intl.formatMessage(applicationErrorMessages.updateDenied)}
        </FormMessage>
      )}
    </div>
  );
}
