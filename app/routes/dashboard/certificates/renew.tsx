import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { FormMessage, SubmitButton, TextAreaField } from "~/components/form";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { readFormValues } from "~/lib/form-data.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireUser } from "~/modules/auth/session.server";
import { getApplicationForViewer } from "~/modules/applications/application-access.server";
import {
  addressLines,
  certificateViewPath,
  effectiveStatus,
  formatCertificateDate,
  normalizeAddress,
} from "~/modules/certificates/certificate-rules";
import { CertificateStatusBadge } from "~/modules/certificates/ui/certificate-status-badge";
import { createRenewal, getRenewalEligibility } from "~/modules/renewals/create-renewal.server";
import { DESCRIPTION_MAX, renewalMessages } from "~/modules/renewals/renewal-rules";
import { formatLongDate } from "~/lib/format";
import { feeFor, formatUsd } from "~/modules/payments/fees";
import { assertCan } from "~/modules/permissions/policy";
import type { Route } from "./+types/renew";

export function meta({ loaderData }: Route.MetaArgs) {
  const number = loaderData?.certificate.certificateNumber;
  return [{ title: `Renew certificate${number ? ` ${number}` : ""} | ${siteName}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const db = getDb();
  try {
    const eligibility = await getRenewalEligibility(db, session, params.id);
    // SPEC §5/§8: only the certificate's business renews it.
    assertCan(session, "certificate.renew", eligibility.certificate);
    const c = eligibility.certificate;
    const original = await getApplicationForViewer(db, session, c.applicationId);
    return {
      certificate: {
        id: c.id,
        certificateNumber: c.certificateNumber,
        expiryDate: formatCertificateDate(c.expiryDate),
        status: effectiveStatus(c),
      },
      business: {
        name: original.businessName,
        addressLines: addressLines(normalizeAddress(original.businessAddress)),
      },
      refusal: eligibility.refusal,
      openRenewalId: eligibility.openRenewalId,
      closesOn: formatLongDate(eligibility.window.closesOn),
      fees: {
        audit: formatUsd(feeFor("audit", true)),
        membership: formatUsd(feeFor("membership", true)),
      },
    };
  } catch (error) {
    throwLoaderError(error, "Could not load the certificate. Please try again.", "load renewal");
  }
}

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

const renewalFormSchema = z.object({
  hasAddressChanged: checkbox,
  hasOwnerChanged: checkbox,
  hasPracticesChanged: checkbox,
  descriptionOfChanges: z
    .string()
    .max(DESCRIPTION_MAX * 2)
    .optional()
    .default(""),
});

type ActionResult = {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  const values = await readFormValues(request);
  const parsed = renewalFormSchema.safeParse(values);
  const echo = {
    hasAddressChanged: values.hasAddressChanged ?? "",
    hasOwnerChanged: values.hasOwnerChanged ?? "",
    hasPracticesChanged: values.hasPracticesChanged ?? "",
    descriptionOfChanges: values.descriptionOfChanges ?? "",
  };
  if (!parsed.success) {
    return data<ActionResult>(
      {
        ok: false,
        message: renewalMessages.descriptionTooLong,
        fieldErrors: { descriptionOfChanges: renewalMessages.descriptionTooLong },
        values: echo,
      },
      { status: 422 },
    );
  }
  try {
    const renewal = await createRenewal(getDb(), session, params.id, {
      ...parsed.data,
      descriptionOfChanges: parsed.data.descriptionOfChanges,
    });
    return redirect(`/dashboard/applications/${renewal.id}?notice=renewal-created`);
  } catch (error) {
    const failure = actionFailure(error, renewalMessages.createFailed, "create renewal");
    return data<ActionResult>(
      { ok: false, message: failure.message, fieldErrors: failure.fieldErrors, values: echo },
      { status: failure.status },
    );
  }
}

const flags = [
  { name: "hasAddressChanged", label: "Our business address has changed" },
  { name: "hasOwnerChanged", label: "The owner of the business has changed" },
  {
    name: "hasPracticesChanged",
    label: "Our wildlife control practices or services have changed",
  },
] as const;

export default function RenewCertificate({ loaderData, actionData }: Route.ComponentProps) {
  const { certificate: c, business, refusal, openRenewalId, closesOn, fees } = loaderData;
  const result = actionData as ActionResult | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const descriptionError = result?.fieldErrors.descriptionOfChanges;
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
        <Form method="post" className="space-y-6 rounded-lg border border-slate-200 bg-white p-5">
          {result && Object.keys(result.fieldErrors).length === 0 ? (
            <FormMessage kind="error">{result.message}</FormMessage>
          ) : null}
          <section aria-labelledby="business-h">
            <h2 id="business-h" className="text-lg font-semibold text-slate-900">
              Business
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              The renewal uses the details of your last application. Tell us below if anything
              changed.
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
                <label key={flag.name} className="flex items-start gap-3 text-slate-900">
                  <input
                    type="checkbox"
                    name={flag.name}
                    defaultChecked={result?.values[flag.name] === "on"}
                    className="mt-1 h-4 w-4"
                  />
                  <span>{flag.label}</span>
                </label>
              ))}
            </div>
            <TextAreaField
              className="mt-4"
              label="Describe what changed (required when you tick a box above)"
              name="descriptionOfChanges"
              rows={4}
              maxLength={DESCRIPTION_MAX}
              defaultValue={result?.values.descriptionOfChanges ?? ""}
              error={descriptionError}
            />
          </fieldset>

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
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
