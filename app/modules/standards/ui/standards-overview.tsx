import { Form, Link, useNavigation } from "react-router";
import {
  controlClasses,
  Field,
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import { formatDate, pluralize } from "~/lib/format";
import type { StandardListItem, StandardsList } from "../list-standards.server";
import { StandardsTabs, VersionBadge } from "./standards-ui";

export type OverviewActionResult = {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
};

function ItemCard({ item }: { item: StandardListItem }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          <Link
            to={`/dashboard/standards/sections/${item.id}`}
            className="text-brand-800 underline-offset-2 hover:underline"
          >
            {item.kind === "appendix" ? `Appendix ${item.number}` : `${item.number}.`} {item.title}
          </Link>
        </h3>
        <VersionBadge version={item.version} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{item.summary}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {item.kind === "standard" ? (
          <span>
            {item.subStandardCount === 1
              ? "1 sub-standard"
              : `${item.subStandardCount} sub-standards`}
          </span>
        ) : null}
        {item.openProposals > 0 ? (
          <span className="font-medium text-amber-800">
            {pluralize(item.openProposals, "open proposal")}
          </span>
        ) : null}
      </p>
      {item.matchingSubStandards.length > 0 ? (
        <p className="mt-2 text-sm text-slate-800">
          Matches in: {item.matchingSubStandards.map((s) => `${s.number} ${s.title}`).join("; ")}
        </p>
      ) : null}
    </li>
  );
}

/** View All: the standards by category with a search and a category filter. */
export function StandardsOverview({
  list,
  current,
  can,
  result,
}: {
  list: StandardsList;
  current: { version: string; releaseDate: string } | null;
  can: { manage: boolean; createCategory: boolean; propose: boolean };
  result?: OverviewActionResult;
}) {
  const navigation = useNavigation();
  const searching =
    navigation.state === "loading" && navigation.location?.pathname === "/dashboard/standards";
  const adding = navigation.state === "submitting" && navigation.formMethod === "POST";
  const filtered = Boolean(list.filters.q || list.filters.categoryId);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Standards</h1>
        <p className="mt-1 text-slate-700">
          {current ? (
            <>
              Version {current.version}, released{" "}
              {formatDate(`${current.releaseDate}T12:00:00Z`, "UTC")}.
            </>
          ) : (
            "No version of the standards is marked current."
          )}{" "}
          <Link to="/standards" className="text-brand-800 underline">
            Public page
          </Link>
        </p>
      </div>
      <StandardsTabs canManage={can.manage} />

      {/* A refusal shown at its field is not repeated here. */}
      {result?.message && Object.keys(errors).length === 0 ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}

      <Form
        method="get"
        role="search"
        aria-label="Search the standards"
        className="flex flex-wrap items-end gap-3"
      >
        <Field
          id="standards-q"
          label="Search titles and text"
          type="search"
          name="q"
          defaultValue={list.filters.q}
          className="min-w-56 flex-1"
          controlClassName={controlClasses.select}
          placeholder="for example: bats, 48 hours, 8.2"
        />
        <SelectField
          id="standards-category"
          label="Category"
          name="category"
          defaultValue={list.filters.categoryId ?? ""}
          className="min-w-48"
        >
          <option value="">All categories and appendices</option>
          {list.allCategories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.itemCount})
            </option>
          ))}
        </SelectField>
        <SubmitButton pending={searching} pendingLabel="Searching…">
          Search
        </SubmitButton>
        {filtered ? (
          <Link to="/dashboard/standards" className="rounded-md px-3 py-2 text-brand-800 underline">
            Clear
          </Link>
        ) : null}
      </Form>

      {filtered ? (
        <p className="text-sm text-slate-700" role="status">
          {pluralize(list.total, "result")}
          {list.filters.q ? ` for “${list.filters.q}”` : ""}.
        </p>
      ) : null}

      {list.total === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
          {filtered ? "No standard matches your search." : "No standards yet."}
        </div>
      ) : null}

      {list.categories.map((category) =>
        category.items.length > 0 ? (
          <section key={category.id} aria-labelledby={`cat-${category.id}`} className="space-y-3">
            <div>
              <h2 id={`cat-${category.id}`} className="text-lg font-semibold text-slate-900">
                {category.name}
              </h2>
              {category.description ? (
                <p className="text-sm text-slate-700">{category.description}</p>
              ) : null}
            </div>
            <ul className="grid gap-3 md:grid-cols-2">
              {category.items.map((item) => (
                <ItemCard key={item.id} item={item} />
              ))}
            </ul>
          </section>
        ) : null,
      )}

      {list.appendices.length > 0 ? (
        <section aria-labelledby="appendices-h" className="space-y-3">
          <h2 id="appendices-h" className="text-lg font-semibold text-slate-900">
            Appendices
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {list.appendices.map((item) => (
              <ItemCard key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ) : null}

      {can.propose ? (
        <p className="text-sm text-slate-700">
          Something in a standard should change?{" "}
          <Link to="/dashboard/standards/proposals#propose" className="text-brand-800 underline">
            Propose a change
          </Link>{" "}
          and the committee will consider it.
        </p>
      ) : null}

      {can.createCategory ? (
        <details
          className="rounded-lg border border-slate-200 bg-white p-4"
          open={Boolean(result && !result.ok)}
        >
          <summary className="cursor-pointer font-medium text-slate-900">Add a category</summary>
          <Form method="post" className="mt-3 grid gap-3 md:grid-cols-2" noValidate>
            <Field
              label="Category name"
              name="name"
              required
              maxLength={80}
              defaultValue={result && !result.ok ? (result.values?.name ?? "") : ""}
              error={errors.name}
            />
            <TextAreaField
              label="Description (optional)"
              name="description"
              rows={2}
              maxLength={500}
              defaultValue={result && !result.ok ? (result.values?.description ?? "") : ""}
              error={errors.description}
            />
            <div>
              <SubmitButton pending={adding} pendingLabel="Adding…">
                Add category
              </SubmitButton>
            </div>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
