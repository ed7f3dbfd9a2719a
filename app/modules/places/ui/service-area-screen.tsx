import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { FormMessage, SubmitButton } from "~/components/form";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import type { ServiceAreaFormInput } from "../service-area-input";
import { ServiceAreaFields } from "./service-area-fields";

export type ServiceAreaScreenData = {
  application: { id: string; businessName: string };
  /** The area in words, in the reader's language (the route writes them). */
  words: string;
  source: string | null;
  values: Required<ServiceAreaFormInput>;
};

export type ServiceAreaFailure = {
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

const sourceMessages: Record<string, EnglishMessage> = defineMessages({
  "address-default": {
    id: "places.serviceArea.source.addressDefault",
    defaultMessage: "placed from the business address with the default radius",
  },
  business: {
    id: "places.serviceArea.source.business",
    defaultMessage: "as stated by the business",
  },
  staff: { id: "places.serviceArea.source.staff", defaultMessage: "as corrected by staff" },
});

const m = defineMessages({
  title: { id: "places.serviceArea.title", defaultMessage: "Service area" },
  now: { id: "places.serviceArea.now", defaultMessage: "Shown in the directory now" },
  notPlaced: { id: "places.serviceArea.notPlaced", defaultMessage: "Not placed yet" },
  withSource: { id: "places.serviceArea.withSource", defaultMessage: "{words} ({source})" },
  legend: { id: "places.serviceArea.legend", defaultMessage: "Corrected area" },
  saving: { id: "places.serviceArea.saving", defaultMessage: "Saving…" },
  save: { id: "places.serviceArea.save", defaultMessage: "Save service area" },
  back: { id: "places.serviceArea.back", defaultMessage: "Back to the application" },
});

/** Staff correct where a business works (/dashboard/applications/{id}/service-area). */
export function ServiceAreaScreen({
  page,
  result,
}: {
  page: ServiceAreaScreenData;
  result?: ServiceAreaFailure;
}) {
  const intl = useIntl();
  const navigation = useNavigation();
  const values = { ...page.values, ...(result?.values ?? {}) } as Required<ServiceAreaFormInput>;
  const words = page.words || intl.formatMessage(m.notPlaced);
  const source =
    page.source && Object.hasOwn(sourceMessages, page.source)
      ? intl.formatMessage(sourceMessages[page.source]!)
      : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">
          <FormattedMessage {...m.title} />
        </h1>
        <p className="mt-1 text-slate-700">{page.application.businessName}</p>
      </div>
      <section
        aria-labelledby="current-h"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="current-h" className="text-sm font-semibold text-slate-700">
          <FormattedMessage {...m.now} />
        </h2>
        <p className="mt-1 text-slate-900" data-testid="service-area-now">
          {source ? intl.formatMessage(m.withSource, { words, source }) : words}
        </p>
      </section>
      <Form method="post" className="space-y-6 rounded-lg border border-slate-200 bg-white p-5">
        {result ? <FormMessage kind="error">{result.message}</FormMessage> : null}
        <ServiceAreaFields
          values={values}
          errors={result?.fieldErrors ?? {}}
          legend={intl.formatMessage(m.legend)}
        />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton
            pending={navigation.state === "submitting"}
            pendingLabel={intl.formatMessage(m.saving)}
          >
            <FormattedMessage {...m.save} />
          </SubmitButton>
          <Link
            to={`/dashboard/applications/${page.application.id}`}
            className="text-sm font-medium text-brand-800 underline"
          >
            <FormattedMessage {...m.back} />
          </Link>
        </div>
      </Form>
    </div>
  );
}
