import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { useFormat } from "~/lib/i18n/use-format";
import { ServiceAreaFields } from "~/modules/places";
import { CheckboxField, FormMessage, SubmitButton, TextAreaField } from "~/components/form";
import { CertificateStatusBadge, certificateViewPath } from "~/modules/certificates";
import type { RenewalStartPage } from "../renewal-pages.server";
import { DESCRIPTION_MAX } from "../renewal-rules";
import { renewalUiMessages as m } from "./renewal-ui-messages";

const flags = ["hasAddressChanged", "hasOwnerChanged", "hasPracticesChanged"] as const;

/** A refused renewal form: its message, the fields' messages and the values sent. */
export type RenewFailure = {
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

function RenewForm({
  business,
  fees,
  result,
  serviceArea,
}: Pick<RenewalStartPage, "business" | "fees" | "serviceArea"> & {
  result: RenewFailure | undefined;
}) {
  const intl = useIntl();
  const f = useFormat();
  const t = (d: typeof m.fees) => intl.formatMessage(d);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Form method="post" className="space-y-6 rounded-lg border border-slate-200 bg-white p-5">
      {result && Object.keys(result.fieldErrors).length === 0 ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      <section aria-labelledby="business-h">
        <h2 id="business-h" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.business} />
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <FormattedMessage {...m.businessIntro} />
        </p>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-700">
            <FormattedMessage {...m.businessName} />
          </dt>
          <dd className="text-slate-900">{business.name}</dd>
          <dt className="font-medium text-slate-700">
            <FormattedMessage {...m.address} />
          </dt>
          <dd className="text-slate-900">
            {business.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </dd>
        </dl>
      </section>

      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.changesLegend} />
        </legend>
        <p className="mt-1 text-sm text-slate-700">
          <FormattedMessage {...m.changesIntro} />
        </p>
        <div className="mt-3 space-y-2">
          {flags.map((flag) => (
            <CheckboxField
              key={flag}
              label={t(m[flag])}
              name={flag}
              defaultChecked={result?.values[flag] === "on"}
              labelClassName="flex items-start gap-3 text-slate-900"
              controlClassName="mt-1 h-4 w-4 shrink-0"
            />
          ))}
        </div>
        <TextAreaField
          className="mt-4"
          label={t(m.describe)}
          name="descriptionOfChanges"
          rows={4}
          maxLength={DESCRIPTION_MAX}
          defaultValue={result?.values.descriptionOfChanges ?? ""}
          error={result?.fieldErrors.descriptionOfChanges}
        />
      </fieldset>

      <ServiceAreaFields
        legend={t(m.whereYouWork)}
        values={{
          serviceRadius: result?.values.serviceRadius ?? serviceArea.serviceRadius,
          serviceRadiusUnit: result?.values.serviceRadiusUnit ?? serviceArea.serviceRadiusUnit,
          serviceRegions: result?.values.serviceRegions ?? serviceArea.serviceRegions,
          servicePostalPrefixes:
            result?.values.servicePostalPrefixes ?? serviceArea.servicePostalPrefixes,
          serviceBasePostalCode:
            result?.values.serviceBasePostalCode ?? serviceArea.serviceBasePostalCode,
        }}
        errors={result?.fieldErrors ?? {}}
      />

      <section aria-labelledby="fees-h" className="rounded-md bg-slate-50 p-4 text-sm">
        <h2 id="fees-h" className="font-semibold text-slate-900">
          <FormattedMessage {...m.fees} />
        </h2>
        <p className="mt-1 text-slate-800">
          <FormattedMessage
            {...m.feesText}
            values={{ audit: f.money(fees.audit), membership: f.money(fees.membership) }}
          />
        </p>
      </section>

      <SubmitButton pending={busy} pendingLabel={t(m.starting)}>
        <FormattedMessage {...m.start} />
      </SubmitButton>
    </Form>
  );
}

/** The business renews one certificate: why it cannot now, or the form with the fees. */
export function RenewScreen({
  page,
  result,
}: {
  page: RenewalStartPage;
  result: RenewFailure | undefined;
}) {
  const f = useFormat();
  const { certificate: c, business, refusal, openRenewalId, closesOn, fees } = page;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to={certificateViewPath(c.id)} className="text-brand-800 underline">
            <FormattedMessage {...m.backToCertificate} values={{ number: c.certificateNumber }} />
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">
            <FormattedMessage {...m.renewTitle} values={{ number: c.certificateNumber }} />
          </h1>
          <CertificateStatusBadge status={c.status} />
        </div>
        <p className="mt-1 text-slate-700">
          <FormattedMessage
            {...(c.status === "expired" ? m.expiredOnOpen : m.validUntilOpen)}
            values={{ expiry: f.date(c.expiryDate), closes: f.day(closesOn) }}
          />
        </p>
      </div>

      {refusal ? (
        <div className="space-y-3">
          <FormMessage kind="error">{refusal}</FormMessage>
          <p>
            {openRenewalId ? (
              <Link
                to={`/dashboard/applications/${openRenewalId}`}
                className="font-medium text-brand-800 underline"
              >
                <FormattedMessage {...m.openRenewal} />
              </Link>
            ) : (
              <Link to="/dashboard/certificates" className="font-medium text-brand-800 underline">
                <FormattedMessage {...m.backToCertificates} />
              </Link>
            )}
          </p>
        </div>
      ) : (
        <RenewForm business={business} fees={fees} serviceArea={page.serviceArea} result={result} />
      )}
    </div>
  );
}
