import { useState } from "react";
import { useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/error-summary";
import { ServiceAreaFields } from "~/modules/places";
import {
  CheckboxGroupField,
  Field,
  FormMessage,
  SelectField,
  TextAreaField,
} from "~/components/form";
import {
  countries,
  regionsByCountry,
  serviceOptions,
  type ApplicationFormInput,
  type Country,
} from "../application-schema";
import {
  applicationFormMessages as m,
  countryMessages,
  postalCodeMessages,
  regionMessages,
  serviceOptionMessages,
} from "./form-messages";

export type ApplicationFormValues = Required<ApplicationFormInput>;

export const emptyApplicationValues: ApplicationFormValues = {
  businessName: "",
  street: "",
  city: "",
  region: "",
  postalCode: "",
  country: "",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  servicesOffered: [],
  serviceArea: "",
  businessDescription: "",
  serviceRadius: "",
  serviceRadiusUnit: "km",
  serviceRegions: "",
  servicePostalPrefixes: "",
  serviceBasePostalCode: "",
};

/** The fields in form order, for the error summary. */
const applicationFieldOrder = [
  "businessName",
  "street",
  "city",
  "country",
  "region",
  "postalCode",
  "contactName",
  "contactEmail",
  "contactPhone",
  "servicesOffered",
  "businessDescription",
  "serviceArea",
  "serviceRadius",
  "serviceBasePostalCode",
  "serviceRegions",
  "servicePostalPrefixes",
] as const;

function isCountry(value: string): value is Country {
  return (countries as readonly string[]).includes(value);
}

/**
 * The application form (create and edit). Works without JavaScript: both
 * buttons post the whole form with `intent` draft or submit; the server
 * validates and sends back the values and the messages per field.
 */
export function ApplicationForm({
  values,
  errors,
  formError,
  draftLabel,
  submitLabel,
  cancelTo,
}: {
  values: ApplicationFormValues;
  errors: Record<string, string>;
  formError?: string;
  /** "Save draft" or "Save changes". */
  draftLabel: string;
  /** Shown when the viewer may submit now; null hides the button. */
  submitLabel: string | null;
  cancelTo: string;
}) {
  const intl = useIntl();
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const [country, setCountry] = useState(values.country);
  const [region, setRegion] = useState(values.region);
  const chosen = isCountry(country) ? country : null;
  const regionGroups = chosen ? [chosen] : countries;

  return (
    <Form method="post" noValidate className="space-y-8" aria-describedby="form-required-note">
      <p id="form-required-note" className="text-sm text-slate-700">
        {intl.formatMessage(m.requiredNote)}
      </p>
      <ErrorSummary
        errors={errors}
        order={applicationFieldOrder}
        fieldIds={{ servicesOffered: "service-0" }}
        description={formError}
      />
      {formError && Object.keys(errors).length === 0 ? (
        <FormMessage kind="error">{formError}</FormMessage>
      ) : null}

      <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold text-slate-900">
          {intl.formatMessage(m.business)}
        </legend>
        <Field
          label={intl.formatMessage(m.businessName)}
          name="businessName"
          defaultValue={values.businessName}
          error={errors.businessName}
          autoComplete="organization"
          maxLength={200}
          required
        />
        <Field
          label={intl.formatMessage(m.street)}
          name="street"
          defaultValue={values.street}
          error={errors.street}
          autoComplete="street-address"
          maxLength={200}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={intl.formatMessage(m.city)}
            name="city"
            defaultValue={values.city}
            error={errors.city}
            autoComplete="address-level2"
            maxLength={100}
          />
          <SelectField
            label={intl.formatMessage(m.country)}
            name="country"
            value={country}
            onChange={(e) => {
              const next = e.target.value;
              setCountry(next);
              if (isCountry(next) && !regionsByCountry[next].includes(region)) setRegion("");
            }}
            error={errors.country}
            autoComplete="country-name"
          >
            <option value="">{intl.formatMessage(m.chooseCountry)}</option>
            {countries.map((c) => (
              <option key={c} value={c}>
                {intl.formatMessage(countryMessages[c])}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={intl.formatMessage(chosen ? regionMessages[chosen].label : m.stateOrProvince)}
            name="region"
            value={region}
            onChange={(e) => setRegion(e.target.value)}
            error={errors.region}
            autoComplete="address-level1"
          >
            <option value="">
              {intl.formatMessage(chosen ? regionMessages[chosen].choose : m.chooseCountryFirst)}
            </option>
            {regionGroups.map((c) => (
              <optgroup key={c} label={intl.formatMessage(countryMessages[c])}>
                {regionsByCountry[c].map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          <Field
            label={intl.formatMessage(m.postalCode)}
            name="postalCode"
            defaultValue={values.postalCode}
            error={errors.postalCode}
            hint={intl.formatMessage(chosen ? postalCodeMessages[chosen].hint : m.postalHintNone)}
            autoComplete="postal-code"
            maxLength={12}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold text-slate-900">
          {intl.formatMessage(m.contact)}
        </legend>
        <p className="text-sm text-slate-700">{intl.formatMessage(m.contactNote)}</p>
        <Field
          label={intl.formatMessage(m.contactName)}
          name="contactName"
          defaultValue={values.contactName}
          error={errors.contactName}
          autoComplete="name"
          maxLength={120}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={intl.formatMessage(m.contactEmail)}
            name="contactEmail"
            type="email"
            defaultValue={values.contactEmail}
            error={errors.contactEmail}
            hint={intl.formatMessage(m.contactEmailHint)}
            autoComplete="email"
            maxLength={254}
          />
          <Field
            label={intl.formatMessage(m.contactPhone)}
            name="contactPhone"
            type="tel"
            defaultValue={values.contactPhone}
            error={errors.contactPhone}
            hint={intl.formatMessage(m.contactPhoneHint)}
            autoComplete="tel"
            maxLength={30}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-5">
        <legend className="px-1 text-lg font-semibold text-slate-900">
          {intl.formatMessage(m.services)}
        </legend>
        <CheckboxGroupField
          id="service"
          legend={intl.formatMessage(m.servicesOffered)}
          legendClassName="text-sm font-medium text-slate-800"
          name="servicesOffered"
          options={serviceOptions.map((service) => ({
            value: service,
            label: intl.formatMessage(serviceOptionMessages[service]),
          }))}
          defaultValues={values.servicesOffered}
          error={errors.servicesOffered}
          optionsClassName="mt-2 grid gap-2 sm:grid-cols-2"
          optionClassName="flex items-start gap-2 text-sm text-slate-900"
          inputClassName="mt-0.5 h-4 w-4 rounded border-slate-500 accent-brand-700"
        />
        <TextAreaField
          label={intl.formatMessage(m.serviceArea)}
          name="serviceArea"
          rows={3}
          defaultValue={values.serviceArea}
          error={errors.serviceArea}
          placeholder={intl.formatMessage(m.serviceAreaPlaceholder)}
          maxLength={500}
        />
        <TextAreaField
          label={intl.formatMessage(m.about)}
          name="businessDescription"
          rows={3}
          defaultValue={values.businessDescription}
          error={errors.businessDescription}
          placeholder={intl.formatMessage(m.aboutPlaceholder)}
          maxLength={1000}
        />
        <ServiceAreaFields values={values} errors={errors} />
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name="intent"
          value="draft"
          disabled={pendingIntent !== null}
          aria-busy={pendingIntent === "draft" || undefined}
          className="rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
        >
          {pendingIntent === "draft" ? intl.formatMessage(m.saving) : draftLabel}
        </button>
        {submitLabel ? (
          <button
            type="submit"
            name="intent"
            value="submit"
            disabled={pendingIntent !== null}
            aria-busy={pendingIntent === "submit" || undefined}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            {pendingIntent === "submit" ? intl.formatMessage(m.submitting) : submitLabel}
          </button>
        ) : null}
        <Link to={cancelTo} className="px-2 py-2 text-sm font-medium text-brand-800 underline">
          {intl.formatMessage(m.cancel)}
        </Link>
      </div>
    </Form>
  );
}
