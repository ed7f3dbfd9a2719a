import { Form, Link, useNavigation } from "react-router";
import {
  Field,
  FormMessage,
  RadioGroupField,
  SelectField,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import { VersionChangeFields } from "./standards-ui";

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
      {atFields ? <FormMessage kind="error">Check the fields marked below.</FormMessage> : null}
      {mode === "create" && kinds ? (
        <RadioGroupField
          legend="What are you adding?"
          legendClassName="text-sm font-medium text-slate-800"
          name="kind"
          options={[
            ...(kinds.standard ? [{ value: "standard", label: "A numbered standard" }] : []),
            ...(kinds.appendix ? [{ value: "appendix", label: "An appendix" }] : []),
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
          label={
            kind === "appendix" && mode === "edit" ? "Letter" : "Number (or letter of an appendix)"
          }
          name="number"
          defaultValue={v("number", initial.number)}
          maxLength={10}
          required
          error={errors.number}
          hint={mode === "create" ? "Standards: 16, 17 … Appendices: F, G …" : undefined}
        />
        <Field
          label="Title"
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
          label="Category (standards only)"
          name="categoryId"
          defaultValue={v("categoryId", initial.categoryId ?? "")}
          error={errors.categoryId}
        >
          <option value="">Choose a category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField
        label="Text"
        name="content"
        rows={12}
        maxLength={20000}
        defaultValue={v("content", initial.content)}
        error={errors.content}
      />
      <p className="-mt-2 text-xs text-slate-600">
        Markdown: a blank line starts a paragraph, “- ” starts a list item, **bold** for emphasis.
      </p>
      {mode === "edit" ? (
        <VersionChangeFields
          currentVersion={initial.version ?? ""}
          value={v}
          errors={errors}
          summaryHint="Shown in the version history and under “What changed”."
        >
          <input type="hidden" name="expectedVersion" value={initial.version} />
        </VersionChangeFields>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {mode === "create" ? "Create" : "Save changes"}
        </SubmitButton>
        <Link
          to={cancelTo}
          className="rounded-md border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}
