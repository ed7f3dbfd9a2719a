import { Form, Link, useNavigation } from "react-router";
import {
  Field,
  FormMessage,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import { FormattedMessage, useIntl } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";
import { standardsUi, VersionChangeFields } from "./standards-ui";

const m = defineMessages({
  whatAdding: { id: "standards.itemForm.whatAdding", defaultMessage: "What are you adding?" },
  aStandard: { id: "standards.itemForm.aStandard", defaultMessage: "A numbered standard" },
  anAppendix: { id: "standards.itemForm.anAppendix", defaultMessage: "An appendix" },
  letter: { id: "standards.itemForm.letter", defaultMessage: "Letter" },
  numberOrLetter: {
    id: "standards.itemForm.numberOrLetter",
    defaultMessage: "Number (or letter of an appendix)",
  },
  numberHint: {
    id: "standards.itemForm.numberHint",
    defaultMessage: "Standards: 16, 17 … Appendices: F, G …",
  },
  category: { id: "standards.itemForm.category", defaultMessage: "Category (standards only)" },
  chooseCategory: { id: "standards.itemForm.chooseCategory", defaultMessage: "Choose a category" },
  markdown: {
    id: "standards.itemForm.markdown",
    defaultMessage:
      "Markdown: a blank line starts a paragraph, “- ” starts a list item, **bold** for emphasis.",
  },
  summaryHint: {
    id: "standards.itemForm.summaryHint",
    defaultMessage: "Shown in the version history and under “What changed”.",
  },
  create: { id: "standards.itemForm.create", defaultMessage: "Create" },
});

export type ItemFormResult = {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

type Category = { id: string; name: string };

/**
 * The form of a new standard or appendix, and of an edit (with the optional
 * explicit version and the change summary recorded in the history).
 */
export function ItemForm({
  mode,
  categories,
  initial,
  result,
  cancelTo,
  kinds,
}: {
  mode: "create" | "edit";
  categories: Category[];
  initial: {
    kind: "standard" | "appendix";
    number: string;
    title: string;
    categoryId: string | null;
    content: string;
    version?: string;
  };
  result?: ItemFormResult;
  cancelTo: string;
  /** Kinds the viewer may create. */
  kinds?: { standard: boolean; appendix: boolean };
}) {
  const intl = useIntl();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const errors = result?.fieldErrors ?? {};
  const v = (name: string, fallback: string) => result?.values[name] ?? fallback;
  const kind = (result?.values.kind as "standard" | "appendix" | undefined) ?? initial.kind;
  const atFields = Object.keys(errors).length > 0;
  return (
    <Form
      method="post"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      noValidate
    >
      {result?.message && !atFields ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      {atFields ? (
        <FormMessage kind="error">
          <FormattedMessage {...standardsUi.checkFields} />
        </FormMessage>
      ) : null}
      {mode === "create" && kinds ? (
        <RadioGroupField
          legend={intl.formatMessage(m.whatAdding)}
          legendClassName="text-sm font-medium text-slate-800"
          name="kind"
          options={[
            ...(kinds.standard
              ? [{ value: "standard", label: intl.formatMessage(m.aStandard) }]
              : []),
            ...(kinds.appendix
              ? [{ value: "appendix", label: intl.formatMessage(m.anAppendix) }]
              : []),
          ]}
          defaultValue={
            kind === "appendix" || !kinds.standard
              ? "appendix"
              : kind === "standard"
                ? "standard"
                : undefined
          }
          error={errors.kind}
          optionsClassName="mt-1 flex flex-wrap gap-4"
          optionClassName="flex items-center gap-2 text-slate-900"
          inputClassName=""
        />
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        <Field
          label={intl.formatMessage(
            kind === "appendix" && mode === "edit" ? m.letter : m.numberOrLetter,
          )}
          name="number"
          defaultValue={v("number", initial.number)}
          maxLength={10}
          required
          error={errors.number}
          hint={mode === "create" ? intl.formatMessage(m.numberHint) : undefined}
        />
        <Field
          label={intl.formatMessage(standardsUi.title)}
          name="title"
          className="md:col-span-2"
          defaultValue={v("title", initial.title)}
          maxLength={200}
          required
          error={errors.title}
        />
      </div>
      {kind === "standard" || mode === "create" ? (
        <SelectField
          label={intl.formatMessage(m.category)}
          name="categoryId"
          defaultValue={v("categoryId", initial.categoryId ?? "")}
          error={errors.categoryId}
        >
          <option value="">{intl.formatMessage(m.chooseCategory)}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField
        label={intl.formatMessage(standardsUi.text)}
        name="content"
        rows={12}
        maxLength={20000}
        defaultValue={v("content", initial.content)}
        error={errors.content}
      />
      <p className="-mt-2 text-xs text-slate-600">
        <FormattedMessage {...m.markdown} />
      </p>
      {mode === "edit" ? (
        <VersionChangeFields
          currentVersion={initial.version ?? ""}
          value={v}
          errors={errors}
          summaryHint={intl.formatMessage(m.summaryHint)}
        >
          <input type="hidden" name="expectedVersion" value={initial.version} />
        </VersionChangeFields>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel={intl.formatMessage(standardsUi.saving)}>
          <FormattedMessage {...(mode === "create" ? m.create : standardsUi.saveChanges)} />
        </SubmitButton>
        <Link
          to={cancelTo}
          className="rounded-md border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
        >
          <FormattedMessage {...standardsUi.cancel} />
        </Link>
      </div>
    </Form>
  );
}
