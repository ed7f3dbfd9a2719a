import { Form, Link, useNavigation } from "react-router";
import {
  CheckboxField,
  DateField,
  Field,
  FormMessage,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import { FormattedMessage, useIntl } from "react-intl";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type { ManageNotice } from "../get-standards-pages.server";
import type { StandardListItem, StandardsList } from "../list-standards.server";
import { ConfirmBox } from "~/components/confirm-dialog";
import { StandardsTabs, standardsUi, useItemLabel, VersionBadge } from "./standards-ui";
import { ScrollRegion } from "~/components/scroll-region";

const m = defineMessages({
  updated: { id: "standards.manage.updated", defaultMessage: "Updated {date}" },
  subStandards: {
    id: "standards.manage.subStandards",
    defaultMessage: "· {count, plural, one {# sub-standard} other {# sub-standards}}",
  },
  editItem: { id: "standards.manage.editItem", defaultMessage: "Edit {label}" },
  deleteItem: { id: "standards.manage.deleteItem", defaultMessage: "Delete {label}" },
  title: { id: "standards.manage.title", defaultMessage: "Manage Standards" },
  lead: {
    id: "standards.manage.lead",
    defaultMessage:
      "Edit the standards and appendices, their categories and the releases of the standards.",
  },
  newItem: { id: "standards.manage.newItem", defaultMessage: "New standard or appendix" },
  confirmDeleteItem: {
    id: "standards.manage.confirmDeleteItem",
    defaultMessage: "Delete {label}?",
  },
  confirmDeleteItemBody: {
    id: "standards.manage.confirmDeleteItemBody",
    defaultMessage:
      "Its sub-standards, their discussions and the whole version history are deleted with it. This cannot be undone. Decided proposals keep their record.",
  },
  confirmDeleteCategory: {
    id: "standards.manage.confirmDeleteCategory",
    defaultMessage: "Delete the category {label}?",
  },
  yesDeleteIt: { id: "standards.manage.yesDeleteIt", defaultMessage: "Yes, delete it" },
  yesDeleteCategory: {
    id: "standards.manage.yesDeleteCategory",
    defaultMessage: "Yes, delete the category",
  },
  byCategory: { id: "standards.manage.byCategory", defaultMessage: "Standards by category" },
  noneInCategory: {
    id: "standards.manage.noneInCategory",
    defaultMessage: "No standards in this category.",
  },
  appendices: { id: "standards.manage.appendices", defaultMessage: "Appendices" },
  noAppendices: { id: "standards.manage.noAppendices", defaultMessage: "No appendices." },
  categories: { id: "standards.manage.categories", defaultMessage: "Categories" },
  standardCount: {
    id: "standards.manage.standardCount",
    defaultMessage: "{count, plural, one {# standard} other {# standards}}",
  },
  deleteCategory: {
    id: "standards.manage.deleteCategory",
    defaultMessage: "Delete the category {name}",
  },
  renameCategory: {
    id: "standards.manage.renameCategory",
    defaultMessage: "Rename or describe {name}",
  },
  name: { id: "standards.manage.name", defaultMessage: "Name" },
  description: { id: "standards.manage.description", defaultMessage: "Description" },
  saveCategory: { id: "standards.manage.saveCategory", defaultMessage: "Save category" },
  newCategoryName: { id: "standards.manage.newCategoryName", defaultMessage: "New category name" },
  descriptionOptional: {
    id: "standards.manage.descriptionOptional",
    defaultMessage: "Description (optional)",
  },
  addCategory: { id: "standards.manage.addCategory", defaultMessage: "Add category" },
  releases: { id: "standards.manage.releases", defaultMessage: "Releases of the standards" },
  releasesLead: {
    id: "standards.manage.releasesLead",
    defaultMessage:
      "One release is current: it is the version shown on the public page, recorded by audits and printed on certificates. Recording a new current release makes the previous one historical.",
  },
  noRelease: {
    id: "standards.manage.noRelease",
    defaultMessage: "No release recorded yet: no version is current.",
  },
  releasesCaption: {
    id: "standards.manage.releasesCaption",
    defaultMessage: "Releases, newest first",
  },
  version: { id: "standards.manage.version", defaultMessage: "Version" },
  released: { id: "standards.manage.released", defaultMessage: "Released" },
  notes: { id: "standards.manage.notes", defaultMessage: "Notes" },
  versionNumber: { id: "standards.manage.versionNumber", defaultMessage: "Version number" },
  releaseDate: { id: "standards.manage.releaseDate", defaultMessage: "Release date" },
  makeCurrent: {
    id: "standards.manage.makeCurrent",
    defaultMessage: "Make it the current version",
  },
  releaseNotes: {
    id: "standards.manage.releaseNotes",
    defaultMessage: "Release notes (optional)",
  },
  recording: { id: "standards.manage.recording", defaultMessage: "Recording…" },
  recordRelease: { id: "standards.manage.recordRelease", defaultMessage: "Record release" },
});

/** The notices after a redirect to Manage Standards. */
const noticeMessages: Record<ManageNotice, EnglishMessage> = defineMessages({
  created: { id: "standards.manage.notice.created", defaultMessage: "The standard was created." },
  deleted: {
    id: "standards.manage.notice.deleted",
    defaultMessage: "The standard was deleted with its sub-standards, discussions and history.",
  },
});

export type ManageActionResult = {
  ok: boolean;
  intent: string;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** A delete waiting for confirmation. */
  confirm?: { id: string; label: string };
};

function ItemRows({
  items,
  canDelete,
  busy,
}: {
  items: StandardListItem[];
  canDelete: boolean;
  busy: boolean;
}) {
  const intl = useIntl();
  const f = useFormat();
  const itemLabel = useItemLabel();
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {items.map((item) => {
        const label = itemLabel(item);
        const labelled = intl.formatMessage(standardsUi.itemTitle, { label, title: item.title });
        return (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <Link
                to={`/dashboard/standards/sections/${item.id}`}
                className="font-medium text-brand-800 hover:underline"
              >
                {labelled}
              </Link>
              <p className="text-xs text-slate-600">
                <VersionBadge version={item.version} className="mr-2" />
                <FormattedMessage {...m.updated} values={{ date: f.date(item.updatedAt) }} />
                {item.kind === "standard" ? (
                  <>
                    {" "}
                    <FormattedMessage
                      {...m.subStandards}
                      values={{ count: item.subStandardCount }}
                    />
                  </>
                ) : null}
              </p>
            </div>
            <div className="flex gap-2">
              {item.can.edit ? (
                <Link
                  to={`/dashboard/standards/sections/${item.id}/edit`}
                  className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50"
                  aria-label={intl.formatMessage(m.editItem, { label })}
                >
                  <FormattedMessage {...standardsUi.edit} />
                </Link>
              ) : null}
              {canDelete ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="deleteItem" />
                  <input type="hidden" name="id" value={item.id} />
                  <input type="hidden" name="label" value={labelled} />
                  <button
                    type="submit"
                    disabled={busy}
                    className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
                    aria-label={intl.formatMessage(m.deleteItem, { label })}
                  >
                    <FormattedMessage {...standardsUi.delete} />
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
  notice: ManageNotice | null;
  can: {
    createItem: boolean;
    deleteItem: boolean;
    manageCategories: boolean;
    createCategory: boolean;
    createVersion: boolean;
  };
  result?: ManageActionResult;
}) {
  const intl = useIntl();
  const f = useFormat();
  const calendar = (date: string) => f.date(`${date}T12:00:00Z`, "UTC");
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
          <h1 className="text-2xl font-bold text-slate-900">
            <FormattedMessage {...m.title} />
          </h1>
          <p className="mt-1 text-slate-700">
            <FormattedMessage {...m.lead} />
          </p>
        </div>
        {can.createItem ? (
          <Link
            to="/dashboard/standards/sections/new"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            <FormattedMessage {...m.newItem} />
          </Link>
        ) : null}
      </div>
      <StandardsTabs canManage />

      {notice ? (
        <FormMessage kind="success">
          <FormattedMessage {...noticeMessages[notice]} />
        </FormMessage>
      ) : null}
      {result?.message && !atField ? (
        <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
      ) : null}
      {result?.confirm ? (
        <ConfirmBox
          message={
            result.intent === "deleteItem" ? (
              <>
                <p>
                  <FormattedMessage
                    {...m.confirmDeleteItem}
                    values={{ label: result.confirm.label }}
                  />
                </p>
                <p className="mt-1 text-sm font-normal">
                  <FormattedMessage {...m.confirmDeleteItemBody} />
                </p>
              </>
            ) : (
              <p>
                <FormattedMessage
                  {...m.confirmDeleteCategory}
                  values={{ label: result.confirm.label }}
                />
              </p>
            )
          }
          fields={{ intent: result.intent, id: result.confirm.id, label: result.confirm.label }}
          confirmLabel={intl.formatMessage(
            result.intent === "deleteItem" ? m.yesDeleteIt : m.yesDeleteCategory,
          )}
          cancelTo="."
          pending={busyIntent === result.intent}
        />
      ) : null}

      <section aria-labelledby="items-h" className="space-y-4">
        <h2 id="items-h" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.byCategory} />
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
              <p className="text-sm text-slate-600">
                <FormattedMessage {...m.noneInCategory} />
              </p>
            )}
          </div>
        ))}
        <div className="space-y-2">
          <h3 className="font-medium text-slate-900">
            <FormattedMessage {...m.appendices} />
          </h3>
          {list.appendices.length ? (
            <ItemRows
              items={list.appendices}
              canDelete={can.deleteItem}
              busy={busyIntent === "deleteItem"}
            />
          ) : (
            <p className="text-sm text-slate-600">
              <FormattedMessage {...m.noAppendices} />
            </p>
          )}
        </div>
      </section>

      <section
        aria-labelledby="categories-h"
        className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="categories-h" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.categories} />
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
                      <FormattedMessage {...m.standardCount} values={{ count: c.itemCount }} />
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
                        aria-label={intl.formatMessage(m.deleteCategory, { name: c.name })}
                      >
                        <FormattedMessage {...standardsUi.delete} />
                      </button>
                    </Form>
                  ) : null}
                </div>
                {can.manageCategories ? (
                  <details className="mt-2" open={Boolean(values)}>
                    <summary className="cursor-pointer text-sm text-brand-800">
                      <FormattedMessage {...m.renameCategory} values={{ name: c.name }} />
                    </summary>
                    <Form method="post" className="mt-2 grid gap-3 md:grid-cols-2" noValidate>
                      <input type="hidden" name="intent" value="updateCategory" />
                      <input type="hidden" name="id" value={c.id} />
                      <Field
                        label={intl.formatMessage(m.name)}
                        name="name"
                        id={`category-name-${c.id}`}
                        defaultValue={values?.name ?? c.name}
                        maxLength={80}
                        error={errors.name}
                      />
                      <TextAreaField
                        label={intl.formatMessage(m.description)}
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
                          pendingLabel={intl.formatMessage(standardsUi.saving)}
                        >
                          <FormattedMessage {...m.saveCategory} />
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
              label={intl.formatMessage(m.newCategoryName)}
              name="name"
              id="new-category-name"
              maxLength={80}
              defaultValue={newCategoryValues?.name ?? ""}
              error={newCategoryErrors.name}
            />
            <TextAreaField
              label={intl.formatMessage(m.descriptionOptional)}
              name="description"
              id="new-category-description"
              rows={2}
              maxLength={500}
              defaultValue={newCategoryValues?.description ?? ""}
              error={newCategoryErrors.description}
            />
            <div>
              <SubmitButton
                pending={busyIntent === "createCategory"}
                pendingLabel={intl.formatMessage(standardsUi.adding)}
              >
                <FormattedMessage {...m.addCategory} />
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
          <FormattedMessage {...m.releases} />
        </h2>
        <p className="text-sm text-slate-700">
          <FormattedMessage {...m.releasesLead} />
        </p>
        {versions.length === 0 ? (
          <p className="text-sm text-slate-700">
            <FormattedMessage {...m.noRelease} />
          </p>
        ) : (
          <ScrollRegion label={intl.formatMessage(m.releasesCaption)}>
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">
                <FormattedMessage {...m.releasesCaption} />
              </caption>
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    <FormattedMessage {...m.version} />
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <FormattedMessage {...m.released} />
                  </th>
                  <th scope="col" className="px-3 py-2">
                    <FormattedMessage {...m.notes} />
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
                          <FormattedMessage {...standardsUi.current} />
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
              label={intl.formatMessage(m.versionNumber)}
              name="versionNumber"
              inputMode="decimal"
              placeholder="1.1"
              defaultValue={versionValues?.versionNumber ?? ""}
              error={versionErrors.versionNumber}
            />
            <DateField
              label={intl.formatMessage(m.releaseDate)}
              name="releaseDate"
              defaultValue={versionValues?.releaseDate ?? ""}
              error={versionErrors.releaseDate}
            />
            <div className="flex items-end pb-2">
              <CheckboxField
                label={intl.formatMessage(m.makeCurrent)}
                name="isCurrent"
                defaultChecked={versionValues ? versionValues.isCurrent === "on" : true}
                controlClassName="h-4 w-4"
              />
            </div>
            <TextAreaField
              label={intl.formatMessage(m.releaseNotes)}
              name="notes"
              rows={2}
              maxLength={2000}
              className="md:col-span-3"
              defaultValue={versionValues?.notes ?? ""}
              error={versionErrors.notes}
            />
            <div>
              <SubmitButton
                pending={busyIntent === "createVersion"}
                pendingLabel={intl.formatMessage(m.recording)}
              >
                <FormattedMessage {...m.recordRelease} />
              </SubmitButton>
            </div>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
