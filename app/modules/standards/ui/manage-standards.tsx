import { Form, Link, useNavigation } from "react-router";
import {
  CheckboxField,
  DateField,
  Field,
  FormMessage,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import { formatDate, pluralize } from "~/lib/format";
import type { StandardListItem, StandardsList } from "../list-standards.server";
import { ConfirmBox } from "~/components/confirm-dialog";
import { StandardsTabs, VersionBadge } from "./standards-ui";
import { ScrollRegion } from "~/components/scroll-region";

export type ManageActionResult = {
  ok: boolean;
  intent: string;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** A delete waiting for confirmation. */
  confirm?: { id: string; label: string };
};

const calendar = (date: string) => formatDate(`${date}T12:00:00Z`, "UTC");

function ItemRows({
  items,
  canDelete,
  busy,
}: {
  items: StandardListItem[];
  canDelete: boolean;
  busy: boolean;
}) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {items.map((item) => {
        const label = `${item.kind === "appendix" ? "Appendix" : "Standard"} ${item.number}`;
        return (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <Link
                to={`/dashboard/standards/sections/${item.id}`}
                className="font-medium text-brand-800 hover:underline"
              >
                {label}. {item.title}
              </Link>
              <p className="text-xs text-slate-600">
                <VersionBadge version={item.version} className="mr-2" />
                Updated {formatDate(item.updatedAt)}
                {item.kind === "standard"
                  ? ` · ${pluralize(item.subStandardCount, "sub-standard")}`
                  : ""}
              </p>
            </div>
            <div className="flex gap-2">
              {item.can.edit ? (
                <Link
                  to={`/dashboard/standards/sections/${item.id}/edit`}
                  className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50"
                  aria-label={`Edit ${label}`}
                >
                  Edit
                </Link>
              ) : null}
              {canDelete ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="deleteItem" />
                  <input type="hidden" name="id" value={item.id} />
                  <input type="hidden" name="label" value={`${label}. ${item.title}`} />
                  <button
                    type="submit"
                    disabled={busy}
                    className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
                    aria-label={`Delete ${label}`}
                  >
                    Delete
                  </button>
                </Form>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Manage Standards: the items by category with edit and delete (confirmed),
 * the categories, and the releases of the standards (one current).
 */
export function ManageStandards({
  list,
  versions,
  notice,
  can,
  result,
}: {
  list: StandardsList;
  versions: {
    id: string;
    versionNumber: string;
    releaseDate: string;
    notes: string | null;
    isCurrent: boolean;
  }[];
  notice: string | null;
  can: {
    createItem: boolean;
    deleteItem: boolean;
    manageCategories: boolean;
    createCategory: boolean;
    createVersion: boolean;
  };
  result?: ManageActionResult;
}) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const errorsFor = (intent: string, id?: string) =>
    result && !result.ok && result.intent === intent && (!id || result.values?.id === id)
      ? (result.fieldErrors ?? {})
      : {};
  const valuesFor = (intent: string, id?: string) =>
    result && !result.ok && result.intent === intent && (!id || result.values?.id === id)
      ? (result.values ?? {})
      : null;
  const atField = result && !result.ok && Object.keys(result.fieldErrors ?? {}).length > 0;
  const versionErrors = errorsFor("createVersion");
  const versionValues = valuesFor("createVersion");
  const newCategoryErrors = errorsFor("createCategory");
  const newCategoryValues = valuesFor("createCategory");
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Manage Standards</h1>
          <p className="mt-1 text-slate-700">
            Edit the standards and appendices, their categories and the releases of the standards.
          </p>
        </div>
        {can.createItem ? (
          <Link
            to="/dashboard/standards/sections/new"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            New standard or appendix
          </Link>
        ) : null}
      </div>
      <StandardsTabs canManage />

      {notice ? <FormMessage kind="success">{notice}</FormMessage> : null}
      {result?.message && !atField ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      {result?.confirm ? (
        <ConfirmBox
          message={
            result.intent === "deleteItem" ? (
              <>
                <p>Delete {result.confirm.label}?</p>
                <p className="mt-1 text-sm font-normal">
                  Its sub-standards, their discussions and the whole version history are deleted
                  with it. This cannot be undone. Decided proposals keep their record.
                </p>
              </>
            ) : (
              <p>Delete the category {result.confirm.label}?</p>
            )
          }
          fields={{ intent: result.intent, id: result.confirm.id, label: result.confirm.label }}
          confirmLabel={
            result.intent === "deleteItem" ? "Yes, delete it" : "Yes, delete the category"
          }
          cancelTo="."
          pending={busyIntent === result.intent}
        />
      ) : null}

      <section aria-labelledby="items-h" className="space-y-4">
        <h2 id="items-h" className="text-lg font-semibold text-slate-900">
          Standards by category
        </h2>
        {list.categories.map((category) => (
          <div key={category.id} className="space-y-2">
            <h3 className="font-medium text-slate-900">{category.name}</h3>
            {category.items.length ? (
              <ItemRows
                items={category.items}
                canDelete={can.deleteItem}
                busy={busyIntent === "deleteItem"}
              />
            ) : (
              <p className="text-sm text-slate-600">No standards in this category.</p>
            )}
          </div>
        ))}
        <div className="space-y-2">
          <h3 className="font-medium text-slate-900">Appendices</h3>
          {list.appendices.length ? (
            <ItemRows
              items={list.appendices}
              canDelete={can.deleteItem}
              busy={busyIntent === "deleteItem"}
            />
          ) : (
            <p className="text-sm text-slate-600">No appendices.</p>
          )}
        </div>
      </section>

      <section
        aria-labelledby="categories-h"
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="categories-h" className="text-lg font-semibold text-slate-900">
          Categories
        </h2>
        <ul className="divide-y divide-slate-100">
          {list.allCategories.map((c) => {
            const errors = errorsFor("updateCategory", c.id);
            const values = valuesFor("updateCategory", c.id);
            return (
              <li key={c.id} className="py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div>
                    <p className="font-medium text-slate-900">{c.name}</p>
                    <p className="text-sm text-slate-700">
                      {pluralize(c.itemCount, "standard")}
                      {c.description ? ` · ${c.description}` : ""}
                    </p>
                  </div>
                  {can.manageCategories && c.itemCount === 0 ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="deleteCategory" />
                      <input type="hidden" name="id" value={c.id} />
                      <input type="hidden" name="label" value={c.name} />
                      <button
                        type="submit"
                        className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
                        aria-label={`Delete the category ${c.name}`}
                      >
                        Delete
                      </button>
                    </Form>
                  ) : null}
                </div>
                {can.manageCategories ? (
                  <details className="mt-2" open={Boolean(values)}>
                    <summary className="cursor-pointer text-sm text-brand-800">
                      Rename or describe {c.name}
                    </summary>
                    <Form method="post" className="mt-2 grid gap-3 md:grid-cols-2" noValidate>
                      <input type="hidden" name="intent" value="updateCategory" />
                      <input type="hidden" name="id" value={c.id} />
                      <Field
                        label="Name"
                        name="name"
                        id={`category-name-${c.id}`}
                        defaultValue={values?.name ?? c.name}
                        maxLength={80}
                        error={errors.name}
                      />
                      <TextAreaField
                        label="Description"
                        name="description"
                        id={`category-description-${c.id}`}
                        rows={2}
                        maxLength={500}
                        defaultValue={values?.description ?? c.description ?? ""}
                        error={errors.description}
                      />
                      <div>
                        <SubmitButton
                          pending={busyIntent === "updateCategory"}
                          pendingLabel="Saving…"
                        >
                          Save category
                        </SubmitButton>
                      </div>
                    </Form>
                  </details>
                ) : null}
              </li>
            );
          })}
        </ul>
        {can.createCategory ? (
          <Form
            method="post"
            className="grid gap-3 border-t border-slate-100 pt-3 md:grid-cols-2"
            noValidate
          >
            <input type="hidden" name="intent" value="createCategory" />
            <Field
              label="New category name"
              name="name"
              id="new-category-name"
              maxLength={80}
              defaultValue={newCategoryValues?.name ?? ""}
              error={newCategoryErrors.name}
            />
            <TextAreaField
              label="Description (optional)"
              name="description"
              id="new-category-description"
              rows={2}
              maxLength={500}
              defaultValue={newCategoryValues?.description ?? ""}
              error={newCategoryErrors.description}
            />
            <div>
              <SubmitButton pending={busyIntent === "createCategory"} pendingLabel="Adding…">
                Add category
              </SubmitButton>
            </div>
          </Form>
        ) : null}
      </section>

      <section
        aria-labelledby="versions-h"
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="versions-h" className="text-lg font-semibold text-slate-900">
          Releases of the standards
        </h2>
        <p className="text-sm text-slate-700">
          One release is current: it is the version shown on the public page, recorded by audits and
          printed on certificates. Recording a new current release makes the previous one
          historical.
        </p>
        {versions.length === 0 ? (
          <p className="text-sm text-slate-700">No release recorded yet: no version is current.</p>
        ) : (
          <ScrollRegion label="Releases, newest first">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Releases, newest first</caption>
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Version
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Released
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Notes
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {versions.map((v) => (
                  <tr key={v.id} className="align-top">
                    <td className="px-3 py-2 font-medium whitespace-nowrap text-slate-900">
                      {v.versionNumber}
                      {v.isCurrent ? (
                        <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                          Current
                        </span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap text-slate-800">
                      {calendar(v.releaseDate)}
                    </td>
                    <td className="px-3 py-2 text-slate-800">{v.notes ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
        {can.createVersion ? (
          <Form
            method="post"
            className="grid gap-3 border-t border-slate-100 pt-3 md:grid-cols-3"
            noValidate
          >
            <input type="hidden" name="intent" value="createVersion" />
            <Field
              label="Version number"
              name="versionNumber"
              inputMode="decimal"
              placeholder="1.1"
              defaultValue={versionValues?.versionNumber ?? ""}
              error={versionErrors.versionNumber}
            />
            <DateField
              label="Release date"
              name="releaseDate"
              defaultValue={versionValues?.releaseDate ?? ""}
              error={versionErrors.releaseDate}
            />
            <div className="flex items-end pb-2">
              <CheckboxField
                label="Make it the current version"
                name="isCurrent"
                defaultChecked={versionValues ? versionValues.isCurrent === "on" : true}
                controlClassName="h-4 w-4"
              />
            </div>
            <TextAreaField
              label="Release notes (optional)"
              name="notes"
              rows={2}
              maxLength={2000}
              className="md:col-span-3"
              defaultValue={versionValues?.notes ?? ""}
              error={versionErrors.notes}
            />
            <div>
              <SubmitButton pending={busyIntent === "createVersion"} pendingLabel="Recording…">
                Record release
              </SubmitButton>
            </div>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
