import { Form, Link, useNavigation } from "react-router";
import { ServiceAreaFields } from "~/modules/places";
import { CheckboxField, FormMessage, SubmitButton, TextAreaField } from "~/components/form";
import { CertificateStatusBadge, certificateViewPath } from "~/modules/certificates";
import type { RenewalStartPage } from "../renewal-pages.server";
import { DESCRIPTION_MAX } from "../renewal-rules";

const flags = [
  { name: "hasAddressChanged", label: "Our business address has changed" },
  { name: "hasOwnerChanged", label: "The owner of the business has changed" },
  {
    name: "hasPracticesChanged",
    label: "Our wildlife control practices or services have changed",
  },
] as const;

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
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Form method="post" className="space-y-6 rounded-lg border border-slate-200 bg-white p-5">
      {result && Object.keys(result.fieldErrors).length === 0 ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      <section aria-labelledby="business-h">
        <h2 id="business-h" className="text-lg font-semibold text-slate-900">
          Business
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          The renewal uses the details of your last application. Tell us below if anything changed.
        </p>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-700">Business name</dt>
          <dd className="text-slate-900">{business.name}</dd>
          <dt className="font-medium text-slate-700">Address</dt>
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
          Changes since your last application
        </legend>
        <p className="mt-1 text-sm text-slate-700">
          Renewals without changes can be approved without a new audit. Declared changes are
          reviewed and may need an audit.
        </p>
        <div className="mt-3 space-y-2">
          {flags.map((flag) => (
            <CheckboxField
              key={flag.name}
              label={flag.label}
              name={flag.name}
              defaultChecked={result?.values[flag.name] === "on"}
              labelClassName="flex items-start gap-3 text-slate-900"
              controlClassName="mt-1 h-4 w-4 shrink-0"
            />
          ))}
        </div>
        <TextAreaField
          className="mt-4"
          label="Describe what changed (required when you tick a box above)"
          name="descriptionOfChanges"
          rows={4}
          maxLength={DESCRIPTION_MAX}
          defaultValue={result?.values.descriptionOfChanges ?? ""}
          error={result?.fieldErrors.descriptionOfChanges}
        />
      </fieldset>

      <ServiceAreaFields
        legend="Where you work (shown in the directory)"
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
          Renewal fees
        </h2>
        <p className="mt-1 text-slate-800">
          Renewal audit fee {fees.audit}, payable now; renewal membership fee {fees.membership},
          payable once the renewal is approved. Your certificate is then valid for one more year
          from that day.
        </p>
      </section>

      <SubmitButton pending={busy} pendingLabel="Starting renewal…">
        Start renewal
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
  const { certificate: c, business, refusal, openRenewalId, closesOn, fees } = page;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <p className="text-sm">
          <Link to={certificateViewPath(c.id)} className="text-brand-800 underline">
            ← Certificate {c.certificateNumber}
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">
            Renew certificate {c.certificateNumber}
          </h1>
          <CertificateStatusBadge status={c.status} />
        </div>
        <p className="mt-1 text-slate-700">
          {c.status === "expired" ? "Expired on" : "Valid until"} {c.expiryDate}. Renewal is open
          until {closesOn}.
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
                Open the renewal in progress
              </Link>
            ) : (
              <Link to="/dashboard/certificates" className="font-medium text-brand-800 underline">
                Back to my certificates
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
