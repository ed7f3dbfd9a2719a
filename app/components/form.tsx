import type { ComponentProps, ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";

const m = defineMessages({
  website: { id: "ui.form.honeypot", defaultMessage: "Website" },
  pleaseWait: { id: "ui.form.pleaseWait", defaultMessage: "Please wait…" },
});

/*
 * The form kit (decision 083): every labelled control of a screen is one of
 * these fields. Each renders its label, its hint and its error and wires them
 * to the control (`for`/`id`, `aria-invalid`, `aria-describedby`), so a
 * screen never writes that markup itself (`npm run lint` refuses a
 * hand-wired field error outside app/components).
 *
 * Ids: the control's `id` (default `field-<name>`, which ErrorSummary links
 * to), its hint `<id>-hint`, its error `<id>-error`. `describedBy` adds ids of
 * notes outside the field; `errorId` lets fields that share one message
 * (shown once, elsewhere) point at it.
 */

/** What every field takes besides its control's own attributes. */
type FieldChrome = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** The wrapper's classes (layout: width, grid column). */
  className?: string;
  /** Replaces the label's classes (e.g. `sr-only` for a label only screen readers need). */
  labelClassName?: string;
  /** Replaces the control's base classes (its border colour follows the error). */
  controlClassName?: string;
  /** Ids of notes outside the field that describe the control too. */
  describedBy?: string;
  /** The error's id when the error is shown elsewhere (one message for two fields). */
  errorId?: string;
  /** The hint between the label and the control (default: under the control). */
  hintBefore?: boolean;
  /** Replaces the hint's classes. */
  hintClassName?: string;
  /** Invalid without a message of its own (the form's error summary says why). */
  invalid?: boolean;
  /** The posted name; the id defaults to `field-<name>`. */
  name?: string;
  /** Required when the field has no name (a control that is not posted). */
  id?: string;
};

const labelClass = "block text-sm font-medium text-slate-800";
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

/** A control's classes: its base, and a border that turns red with an error. */
export function controlClass(error?: string | boolean, base: string = textControlBase): string {
  return `${base} ${error ? "border-red-700" : "border-slate-400"}`;
}

type Parts = Pick<
  FieldChrome,
  "error" | "hint" | "describedBy" | "errorId" | "hintBefore" | "hintClassName" | "invalid"
> & {
  name?: string;
  id?: string;
};

/**
 * The one place that names a field's parts and wires them: the control's id,
 * its `aria-invalid` and `aria-describedby`, the hint and the error. The
 * fields below use it; a composite control that cannot be one of them (the
 * Markdown editor, with its toolbar between label and text) spreads `aria` on
 * its control and renders `hintNote` and `errorNote`.
 */
export function fieldWiring({
  name,
  id,
  error,
  hint,
  describedBy,
  errorId,
  hintBefore,
  hintClassName,
  invalid,
}: Parts) {
  const controlId = id ?? `field-${name ?? ""}`;
  const hintId = `${controlId}-hint`;
  const errorElementId = errorId ?? `${controlId}-error`;
  const described = [error ? errorElementId : null, hint ? hintId : null, describedBy ?? null]
    .filter(Boolean)
    .join(" ");
  return {
    controlId,
    /** The control's border: red when invalid. */
    invalid: Boolean(error || invalid),
    aria: {
      "aria-invalid": error || invalid ? true : undefined,
      "aria-describedby": described || undefined,
    } as const,
    hintNote: hint ? (
      <p
        id={hintId}
        className={
          hintClassName ?? (hintBefore ? "text-xs text-slate-600" : "mt-1 text-xs text-slate-600")
        }
      >
        {hint}
      </p>
    ) : null,
    /** The error, unless `errorId` says it is shown elsewhere. */
    errorNote:
      error && !errorId ? (
        <p id={errorElementId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null,
  };
}

/** Label, hint and error around one control (the control gets `controlId` and `aria`). */
function FieldFrame({
  label,
  labelClassName,
  className,
  parts,
  hintBefore,
  children,
}: {
  label: ReactNode;
  labelClassName?: string;
  className?: string;
  parts: ReturnType<typeof fieldWiring>;
  hintBefore?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={parts.controlId} className={labelClassName ?? labelClass}>
        {label}
      </label>
      {hintBefore ? parts.hintNote : null}
      {children}
      {hintBefore ? null : parts.hintNote}
      {parts.errorNote}
    </div>
  );
}

/**
 * Splits a field's props: what its frame shows (label, hint, error), what its
 * control gets (id, name, aria), the control's classes, and the rest of the
 * control's own attributes. Field, TextAreaField and SelectField differ only
 * in their control.
 */
function splitField<P extends FieldChrome>(props: P) {
  const {
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
    hintBefore,
    hintClassName,
    invalid,
    ...rest
  } = props;
  const parts = fieldWiring({
    name,
    id,
    error,
    hint,
    describedBy,
    errorId,
    hintBefore,
    hintClassName,
    invalid,
  });
  return {
    frame: { label, labelClassName, className, parts, hintBefore },
    control: { id: parts.controlId, name, ...parts.aria },
    controlClass: (base: string) => controlClass(parts.invalid, controlClassName ?? base),
    rest,
  };
}

type FieldProps = FieldChrome & Omit<ComponentProps<"input">, "name" | "id">;

/** A labelled input with its hint and error at the field (aria-invalid, aria-describedby). */
export function Field(props: FieldProps) {
  const { frame, control, controlClass: classes, rest } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} className={classes(textControlBase)} {...rest} />
    </FieldFrame>
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

type TextAreaProps = FieldChrome & Omit<ComponentProps<"textarea">, "name" | "id">;

/** A labelled multi-line text. */
export function TextAreaField(props: TextAreaProps) {
  const { frame, control, controlClass: classes, rest } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} className={classes(textControlBase)} {...rest} />
    </FieldFrame>
  );
}

type SelectProps = FieldChrome &
  Omit<ComponentProps<"select">, "name" | "id"> & {
    /** The `<option>`s. */
    children: ReactNode;
  };

/** A labelled select with its hint and error at the field. */
export function SelectField({ children, ...props }: SelectProps) {
  const { frame, control, controlClass: classes, rest } = splitField(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} className={classes(selectControlBase)} {...rest}>
        {children}
      </select>
    </FieldFrame>
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
  hintClassName,
  invalid,
  ...rest
}: Omit<FieldProps, "type" | "hintBefore">) {
  const parts = fieldWiring({
    name,
    id,
    error,
    hint,
    describedBy,
    errorId,
    hintClassName,
    invalid,
  });
  return (
    <div className={className}>
      <label
        htmlFor={parts.controlId}
        className={labelClassName ?? "flex items-center gap-2 text-sm text-slate-800"}
      >
        <input
          type="checkbox"
          id={parts.controlId}
          name={name}
          {...parts.aria}
          className={controlClassName ?? "h-4 w-4 shrink-0 rounded border-slate-400"}
          {...rest}
        />
        <span>{label}</span>
      </label>
      {parts.hintNote}
      {parts.errorNote}
    </div>
  );
}

/**
 * A value the form posts as it is (a hidden field beside it), shown where a
 * field would be, with the error the form may answer about it. The value
 * takes `id` (focusable, for the error summary's link).
 */
export function ReadOnlyField({
  label,
  id,
  error,
  className,
  children,
}: {
  label: ReactNode;
  id: string;
  error?: string;
  className?: string;
  /** The value as shown. */
  children: ReactNode;
}) {
  const parts = fieldWiring({ id, error });
  return (
    <div className={className}>
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <p
        id={parts.controlId}
        tabIndex={-1}
        aria-describedby={parts.aria["aria-describedby"]}
        className="mt-1 text-slate-900"
      >
        {children}
      </p>
      {parts.errorNote}
    </div>
  );
}

/**
 * A row's selection box in a list or table (its label is the row, read by
 * screen readers: "Select …"); `form` joins it to the bulk action's form.
 */
export function RowCheckbox({
  label,
  className = "h-4 w-4 shrink-0 rounded border-slate-400",
  ...rest
}: Omit<ComponentProps<"input">, "type" | "aria-label" | "className"> & {
  label: string;
  className?: string;
}) {
  return <input type="checkbox" aria-label={label} className={className} {...rest} />;
}

export type ChoiceOption = {
  value: string;
  label: ReactNode;
  /** A line under the option's label. */
  hint?: ReactNode;
  disabled?: boolean;
};

type ChoiceGroupProps = Omit<
  FieldChrome,
  "label" | "labelClassName" | "controlClassName" | "hintBefore"
> & {
  legend: ReactNode;
  options: readonly ChoiceOption[];
  required?: boolean;
  legendClassName?: string;
  /** The options' wrapper classes. */
  optionsClassName?: string;
  /** Each option's label classes. */
  optionClassName?: string;
  /** Each box's classes. */
  inputClassName?: string;
};

/**
 * A fieldset of radio buttons or checkboxes of one name: its legend names the
 * group, its hint (under the legend) and error (under the options) describe
 * it. The fieldset's id is `field-<name>` (or `id`); each option's is
 * `<id>-<index>` (values may hold spaces).
 */
function ChoiceGroup({
  type,
  legend,
  name,
  options,
  checked,
  onChange,
  required,
  error,
  hint,
  id,
  className,
  legendClassName,
  optionsClassName,
  optionClassName,
  inputClassName,
  describedBy,
  errorId,
  invalid,
}: ChoiceGroupProps & {
  type: "radio" | "checkbox";
  /** Whether an option is checked: `defaultChecked`, or `checked` when controlled. */
  checked: (value: string) => { checked?: boolean; defaultChecked?: boolean };
  onChange?: (value: string) => void;
}) {
  const parts = fieldWiring({
    name,
    id,
    error,
    hint,
    describedBy,
    errorId,
    invalid,
    hintBefore: true,
  });
  return (
    <fieldset
      id={parts.controlId}
      className={className}
      aria-describedby={parts.aria["aria-describedby"]}
    >
      <legend className={legendClassName ?? labelClass}>{legend}</legend>
      {parts.hintNote}
      <div className={optionsClassName ?? "mt-2 space-y-2"}>
        {options.map((option, index) => {
          const optionId = `${parts.controlId}-${index}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={optionClassName ?? "flex items-center gap-2 text-sm text-slate-900"}
            >
              <input
                type={type}
                id={optionId}
                name={name}
                value={option.value}
                required={required}
                disabled={option.disabled}
                aria-invalid={parts.aria["aria-invalid"]}
                {...checked(option.value)}
                onChange={onChange ? () => onChange(option.value) : undefined}
                className={inputClassName ?? "h-4 w-4 shrink-0"}
              />
              {option.hint ? (
                <span>
                  {option.label}
                  <span className="block text-xs text-slate-600">{option.hint}</span>
                </span>
              ) : (
                option.label
              )}
            </label>
          );
        })}
      </div>
      {parts.errorNote}
    </fieldset>
  );
}

/** One choice of several: radio buttons in a fieldset (see ChoiceGroup). */
export function RadioGroupField({
  defaultValue,
  value,
  onChange,
  ...props
}: ChoiceGroupProps & {
  defaultValue?: string;
  /** Controlled: the chosen value (with onChange). */
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <ChoiceGroup
      type="radio"
      {...props}
      checked={(v) =>
        value === undefined ? { defaultChecked: defaultValue === v } : { checked: value === v }
      }
      onChange={onChange}
    />
  );
}

/** Any number of choices: checkboxes of one name in a fieldset (see ChoiceGroup). */
export function CheckboxGroupField({
  defaultValues = [],
  ...props
}: ChoiceGroupProps & { defaultValues?: readonly string[] }) {
  return (
    <ChoiceGroup
      type="checkbox"
      {...props}
      checked={(v) => ({ defaultChecked: defaultValues.includes(v) })}
    />
  );
}

/**
 * The spam trap of a public form: a text field hidden from people and from
 * assistive technology, which bots fill; the action refuses a post that has it.
 */
export function HoneypotField({ name = "website" }: { name?: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`field-${name}`}>
        <FormattedMessage {...m.website} />
      </label>
      <input id={`field-${name}`} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
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
      {pending ? (pendingLabel ?? <FormattedMessage {...m.pleaseWait} />) : children}
    </button>
  );
}
