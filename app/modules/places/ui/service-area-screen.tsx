import { Form, Link, useNavigation } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form";
import type { ServiceAreaFormInput } from "../service-area-input";
import { ServiceAreaFields } from "./service-area-fields";

export type ServiceAreaScreenData = {
  application: { id: string; businessName: string };
  words: string;
  source: string | null;
  values: Required<ServiceAreaFormInput>;
};

export type ServiceAreaFailure = {
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

const sourceText: Record<string, string> = {
  "address-default": "placed from the business address with the default radius",
  business: "as stated by the business",
  staff: "as corrected by staff",
};

/** Staff correct where a business works (/dashboard/applications/{id}/service-area). */
export function ServiceAreaScreen({
  page,
  result,
}: {
  page: ServiceAreaScreenData;
  result?: ServiceAreaFailure;
}) {
  const navigation = useNavigation();
  const values = { ...page.values, ...(result?.values ?? {}) } as Required<ServiceAreaFormInput>;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Service area</h1>
        <p className="mt-1 text-slate-700">{page.application.businessName}</p>
      </div>
      <section
        aria-labelledby="current-h"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="current-h" className="text-sm font-semibold text-slate-700">
          Shown in the directory now
        </h2>
        <p className="mt-1 text-slate-900" data-testid="service-area-now">
          {page.words || "Not placed yet"}
          {page.source && sourceText[page.source] ? ` (${sourceText[page.source]})` : ""}
        </p>
      </section>
      <Form method="post" className="space-y-6 rounded-lg border border-slate-200 bg-white p-5">
        {result ? <FormMessage kind="error">{result.message}</FormMessage> : null}
        <ServiceAreaFields
          values={values}
          errors={result?.fieldErrors ?? {}}
          legend="Corrected area"
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
            Save service area
          </SubmitButton>
          <Link
            to={`/dashboard/applications/${page.application.id}`}
            className="text-sm font-medium text-brand-800 underline"
          >
            Back to the application
          </Link>
        </div>
      </Form>
    </div>
  );
}
