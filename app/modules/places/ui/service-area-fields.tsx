import { useIntl } from "react-intl";
import { Field, SelectField } from "~/components/form";
import { serviceAreaFieldMessages as m } from "./service-area-messages";
import type { ServiceAreaFormInput } from "../service-area-input";

type Values = Required<ServiceAreaFormInput>;
type Errors = Partial<Record<keyof Values, string>>;

/**
 * Where the business works (decision 054): a radius around its base (its
 * address unless another postal code is given), and/or whole states or
 * provinces, and/or postal-code prefixes. Used by the application, renewal
 * and staff correction forms; works without JavaScript.
 */
export function ServiceAreaFields({
  values,
  errors,
  legend,
}: {
  values: Values;
  errors: Errors;
  legend?: string;
}) {
  const intl = useIntl();
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {legend ?? intl.formatMessage(m.legend)}
      </legend>
      <p className="text-sm text-slate-700">{intl.formatMessage(m.intro)}</p>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <Field
          label={intl.formatMessage(m.radius)}
          name="serviceRadius"
          inputMode="decimal"
          defaultValue={values.serviceRadius}
          error={errors.serviceRadius}
          hint={intl.formatMessage(m.radiusHint)}
          maxLength={8}
        />
        <SelectField
          label={intl.formatMessage(m.unit)}
          name="serviceRadiusUnit"
          defaultValue={values.serviceRadiusUnit || "km"}
          error={errors.serviceRadiusUnit}
        >
          <option value="km">{intl.formatMessage(m.km)}</option>
          <option value="mi">{intl.formatMessage(m.miles)}</option>
        </SelectField>
      </div>
      <Field
        label={intl.formatMessage(m.base)}
        name="serviceBasePostalCode"
        defaultValue={values.serviceBasePostalCode}
        error={errors.serviceBasePostalCode}
        hint={intl.formatMessage(m.baseHint)}
        maxLength={10}
        autoComplete="off"
      />
      <Field
        label={intl.formatMessage(m.regions)}
        name="serviceRegions"
        defaultValue={values.serviceRegions}
        error={errors.serviceRegions}
        hint={intl.formatMessage(m.regionsHint)}
        maxLength={500}
      />
      <Field
        label={intl.formatMessage(m.prefixes)}
        name="servicePostalPrefixes"
        defaultValue={values.servicePostalPrefixes}
        error={errors.servicePostalPrefixes}
        hint={intl.formatMessage(m.prefixesHint)}
        maxLength={500}
      />
    </fieldset>
  );
}
