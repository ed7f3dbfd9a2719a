import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";

/*
 * The form kit (decision 083): every labelled control of a screen is one of
 * these fields. Each renders its label, its hint and its error and wires them
 * to the control (`for`/`id`, `aria-invalid`, `aria-describedby`), so a
 * screen never writes that markup itself (`npm run lint` refuses a
 * hand-wired field error outside app/components).
 *
 * Ids: the control's `id` (default `field-<name>`), its hint `<id>-hint`, its
 * error `<id>-error`. `describedBy` adds ids of notes outside the field;
 * `errorId` lets fields that share one error message point at it.
 */

/** What every field takes besides its control's own attributes. */
type FieldChrome = {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  /** The wrapper's classes (layout: width, grid column). */
  className?: string;
  /** Replaces the label's classes (e.g. `sr-only` for a label only screen readers need). */
  labelClassName?: string;
  /** Replaces the control's classes (its border colour follows the error). */
  controlClassName?: string;
  /** Ids of notes outside the field that describe the control too. */
  describedBy?: string;
  /** The error's id when the error is shown elsewhere (one message for two fields). */
  errorId?: string;
};

const labelClass = "block text-sm font-medium text-slate-800";
const hintClass = "mt-1 text-xs text-slate-600";
const errorClass = "mt-1 text-sm text-red-700";

/** The text control's classes; the border turns red with an error. */
export function controlClass(error?: string | boolean, base = textControlBase): string {
  return `${base} ${error ? "border-red-700" : "border-slate-400"}`;
}
const textControlBase =
  "mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700";
const selectControlBase =
  "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700";
const fileControlBase =
  "mt-1 block w-full text-sm text-slate-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800";

/** The controls' base classes, for a field that needs another look (`controlClassName`). */
export const controlClasses = {
  text: textControlBase,
  select: selectControlBase,
  file: fileControlBase,
} as const;

/** The one place that names a field's parts and wires them (ids, aria attributes). */
function fieldParts({
  name,
  id,
  error,
  hint,
  describedBy,
  errorId,
}: Pick<FieldChrome, "name" | "id" | "error" | "hint" | "describedBy" | "errorId">) {
  const controlId = id ?? `field-${name}`;
  const ids = {
    control: controlId,
    hint: `${controlId}-hint`,
    error: errorId ?? `${controlId}-error`,
  };
  const described = [error ? ids.error : null, hint ? ids.hint : null, describedBy ?? null]
    .filter(Boolean)
    .join(" ");
  return {
    ids,
    aria: {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": described || undefined,
    },
    /** The hint and the error under the control (the error only when it is the field's own). */
    notes: (
      <>
        {hint ? (
          <p id={ids.hint} className={hintClass}>
            {hint}
          </p>
        ) : null}
        {error && !errorId ? (
          <p id={ids.error} className={errorClass}>
            {error}
          </p>
        ) : null}
      </>
    ),
  };
}

type FieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">;

/** A labelled input with its hint and error at the field (aria-invalid, aria-describedby). */
export function Field({
  label,
  name,
  error,
  hint,
  id,
  className,
  labelClassName,
  controlClassName,
  describedBy,
  errorId,
  ...rest
}: FieldProps) {
  const { ids, aria, notes } = fieldParts({ name, id, error, hint, describedBy, errorId });
  return (
    <div className={className}>
      <label htmlFor={ids.control} className={labelClassName ?? labelClass}>
        {label}
      </label>
      <input
        id={ids.control}
        name={name}
        {...aria}
        className={controlClass(error, controlClassName ?? textControlBase)}
        {...rest}
      />
      {notes}
    </div>
  );
}

/** A calendar day, a moment or a time of day (`type`: date by default). */
export function DateField({
  type = "date",
  ...props
}: Omit<FieldProps, "type"> & { type?: "date" | "datetime-local" | "time" }) {
  return <Field type={type} {...props} />;
}

/** A file picker (one file or, with `multiple`, several). */
export function FileField({ controlClassName, ...props }: Omit<FieldProps, "type">) {
  return <Field type="file" controlClassName={controlClassName ?? fileControlBase} {...props} />;
}

type TextAreaProps = FieldChrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">;

export function TextAreaField({
  label,
  name,
  error,
  hint,
  id,
  className,
  labelClassName,
  controlClassName,
  describedBy,
  errorId,
  ...rest
}: TextAreaProps) {
  const { ids, aria, notes } = fieldParts({ name, id, error, hint, describedBy, errorId });
  return (
    <div className={className}>
      <label htmlFor={ids.control} className={labelClassName ?? labelClass}>
        {label}
      </label>
      <textarea
        id={ids.control}
        name={name}
        {...aria}
        className={controlClass(error, controlClassName ?? textControlBase)}
        {...rest}
      />
      {notes}
    </div>
  );
}

type SelectProps = FieldChrome &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id"> & {
    /** The `<option>`s. */
    children: ReactNode;
  };

/** A labelled select with its hint and error at the field. */
export function SelectField({
  label,
  name,
  error,
  hint,
  id,
  className,
  labelClassName,
  controlClassName,
  describedBy,
  errorId,
  children,
  ...rest
}: SelectProps) {
  const { ids, aria, notes } = fieldParts({ name, id, error, hint, describedBy, errorId });
  return (
    <div className={className}>
      <label htmlFor={ids.control} className={labelClassName ?? labelClass}>
        {label}
      </label>
      <select
        id={ids.control}
        name={name}
        {...aria}
        className={controlClass(error, controlClassName ?? selectControlBase)}
        {...rest}
      >
        {children}
      </select>
      {notes}
    </div>
  );
}

/** A checkbox with its label beside it (the label wraps the box), hint and error below. */
export function CheckboxField({
  label,
  name,
  error,
  hint,
  id,
  className,
  labelClassName,
  controlClassName,
  describedBy,
  errorId,
  ...rest
}: Omit<FieldProps, "type">) {
  const { ids, aria, notes } = fieldParts({ name, id, error, hint, describedBy, errorId });
  return (
    <div className={className}>
      <label
        htmlFor={ids.control}
        className={labelClassName ?? "flex items-start gap-2 text-sm text-slate-900"}
      >
        <input
          type="checkbox"
          id={ids.control}
          name={name}
          {...aria}
          className={controlClassName ?? "mt-0.5 h-4 w-4 shrink-0"}
          {...rest}
        />
        <span>{label}</span>
      </label>
      {notes}
    </div>
  );
}

export type RadioOption = {
  value: string;
  label: ReactNode;
  /** A line under the option's label. */
  hint?: ReactNode;
  disabled?: boolean;
};

/**
 * A group of radio buttons: a fieldset whose legend names the group; the
 * group's hint and error describe the fieldset and every button. Buttons'
 * ids are `<id>-<value>` (id: `field-<name>`).
 */
export function RadioGroupField({
  legend,
  name,
  options,
  defaultValue,
  value,
  onChange,
  required,
  error,
  hint,
  id,
  className,
  legendClassName,
  optionClassName,
  optionsClassName,
  describedBy,
  errorId,
}: Omit<FieldChrome, "label" | "labelClassName" | "controlClassName"> & {
  legend: ReactNode;
  options: readonly RadioOption[];
  defaultValue?: string;
  value?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  legendClassName?: string;
  /** Each option's label classes. */
  optionClassName?: string;
  /** The options' wrapper classes. */
  optionsClassName?: string;
}) {
  const { ids, aria, notes } = fieldParts({ name, id, error, hint, describedBy, errorId });
  return (
    <fieldset className={className} aria-describedby={aria["aria-describedby"]}>
      <legend className={legendClassName ?? labelClass}>{legend}</legend>
      <div className={optionsClassName ?? "mt-2 space-y-2"}>
        {options.map((option) => {
          const optionId = `${ids.control}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={optionClassName ?? "flex items-start gap-2 text-sm text-slate-900"}
            >
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                required={required}
                disabled={option.disabled}
                aria-invalid={aria["aria-invalid"]}
                {...(value === undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : { checked: value === option.value })}
                onChange={onChange ? () => onChange(option.value) : undefined}
                className="mt-0.5 h-4 w-4 shrink-0"
              />
              <span>
                {option.label}
                {option.hint ? (
                  <span className="block text-xs text-slate-600">{option.hint}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {notes}
    </fieldset>
  );
}

/** A form-level message (error or success) announced to screen readers. */
export function FormMessage({
  kind,
  children,
}: {
  kind: "error" | "success";
  children: ReactNode;
}) {
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={`rounded-md border px-4 py-3 text-sm ${
        kind === "error"
          ? "border-red-300 bg-red-50 text-red-800"
          : "border-green-300 bg-green-50 text-green-900"
      }`}
    >
      {children}
    </div>
  );
}

export function SubmitButton({
  children,
  pending,
  pendingLabel,
  className,
  ...rest
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; pendingLabel?: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={`inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 ${className ?? ""}`}
      {...rest}
    >
      {pending ? (pendingLabel ?? "Please wait…") : children}
    </button>
  );
}
