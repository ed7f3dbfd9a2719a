import { Field, SelectField } from "~/components/form";
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
  legend = "Where you work",
}: {
  values: Values;
  errors: Errors;
  legend?: string;
}) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <p className="text-sm text-slate-700">
        Homeowners find you in the directory by their postal code or city. Give a distance you
        travel from your base, and/or list whole states, provinces or postal-code prefixes.
      </p>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <Field
          label="Distance you travel from your base"
          name="serviceRadius"
          inputMode="decimal"
          defaultValue={values.serviceRadius}
          error={errors.serviceRadius}
          hint="A number, e.g. 40 (at most 500 km or 310 mi)"
          maxLength={8}
        />
        <SelectField
          label="Unit"
          name="serviceRadiusUnit"
          defaultValue={values.serviceRadiusUnit || "km"}
          error={errors.serviceRadiusUnit}
        >
          <option value="km">km</option>
          <option value="mi">miles</option>
        </SelectField>
      </div>
      <Field
        label="Base postal code (optional)"
        name="serviceBasePostalCode"
        defaultValue={values.serviceBasePostalCode}
        error={errors.serviceBasePostalCode}
        hint="Leave empty to measure from your business address"
        maxLength={10}
        autoComplete="off"
      />
      <Field
        label="Whole states or provinces served (optional)"
        name="serviceRegions"
        defaultValue={values.serviceRegions}
        error={errors.serviceRegions}
        hint="Names or abbreviations separated by commas, e.g. Ontario, QC"
        maxLength={500}
      />
      <Field
        label="Postal-code prefixes served (optional)"
        name="servicePostalPrefixes"
        defaultValue={values.servicePostalPrefixes}
        error={errors.servicePostalPrefixes}
        hint="The start of the codes, separated by commas, e.g. K1A, K2P, 902"
        maxLength={500}
      />
    </fieldset>
  );
}
