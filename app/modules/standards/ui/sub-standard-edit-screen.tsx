import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage, SubmitButton, TextAreaField } from "~/components/form";
import { FormattedMessage, useIntl } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";
import { useFormat } from "~/lib/i18n/use-format";
import type { getSubStandardEditPage } from "../get-standards-pages.server";
import { ConfirmBox } from "~/components/confirm-dialog";
import { changeKindMessages } from "./history-panel";
import { BackLink, standardsUi, useItemLabel, VersionChangeFields } from "./standards-ui";

const m = defineMessages({
  title: { id: "standards.subEdit.title", defaultMessage: "Edit sub-standard {number} {title}" },
  confirmDelete: {
    id: "standards.subEdit.confirmDelete",
    defaultMessage: "Delete sub-standard {number}?",
  },
  confirmDeleteBody: {
    id: "standards.subEdit.confirmDeleteBody",
    defaultMessage:
      "Its discussions are deleted; the deletion is recorded in the history of {label}.",
  },
  yesDelete: { id: "standards.subEdit.yesDelete", defaultMessage: "Yes, delete the sub-standard" },
  deleteTitle: { id: "standards.subEdit.deleteTitle", defaultMessage: "Delete this sub-standard" },
  deleteLead: {
    id: "standards.subEdit.deleteLead",
    defaultMessage: "You will be asked to confirm.",
  },
  deleteButton: { id: "standards.subEdit.deleteButton", defaultMessage: "Delete sub-standard" },
  versionsOf: { id: "standards.subEdit.versionsOf", defaultMessage: "Versions of {number}" },
  compareLink: {
    id: "standards.subEdit.compareLink",
    defaultMessage: "Compare versions and restore on the standard's page",
  },
});

type SubStandardEditPage = Awaited<ReturnType<typeof getSubStandardEditPage>>;

/** What the sub-standard form answers: a refusal, or "confirm the deletion first". */
export type SubStandardActionResult = {
  ok: false;
  intent: string;
  message: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  confirmDelete?: boolean;
};

/** Editing a sub-standard, with its versions and, for who may, deleting it. */
export function SubStandardEditScreen({
  page,
  result,
}: {
  page: SubStandardEditPage;
  result: SubStandardActionResult | undefined;
}) {
  const { subStandard: sub, item, history, can, timeZone } = page;
  const intl = useIntl();
  const f = useFormat();
  const label = useItemLabel()(item);
  const navigation = useNavigation();
  const pending = (intent: string) =>
    navigation.state === "submitting" && (navigation.formData?.get("intent") ?? "save") === intent;
  const errors = result?.intent === "save" ? (result.fieldErrors ?? {}) : {};
  const v = (name: string, fallback: string) =>
    result?.intent === "save" ? (result.values?.[name] ?? fallback) : fallback;
  const atField = Object.keys(errors).length > 0;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink to={`/dashboard/standards/sections/${item.id}`}>
        <FormattedMessage {...standardsUi.itemTitle} values={{ label, title: item.title }} />
      </BackLink>
      <h1 className="text-2xl font-bold text-slate-900">
        <FormattedMessage {...m.title} values={{ number: sub.number, title: sub.title }} />
      </h1>
      {result?.message && !atField ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      {result?.confirmDelete ? (
        <ConfirmBox
          message={
            <>
              <p>
                <FormattedMessage {...m.confirmDelete} values={{ number: sub.number }} />
              </p>
              <p className="mt-1 text-sm font-normal">
                <FormattedMessage {...m.confirmDeleteBody} values={{ label }} />
              </p>
            </>
          }
          fields={{ intent: "delete" }}
          confirmLabel={intl.formatMessage(m.yesDelete)}
          cancelTo="."
          pending={pending("delete")}
        />
      ) : null}
      <Form
        method="post"
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        noValidate
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="expectedVersion" value={sub.version} />
        {atField ? (
          <FormMessage kind="error">
            <FormattedMessage {...standardsUi.checkFields} />
          </FormMessage>
        ) : null}
        <div className="grid gap-4 md:grid-cols-3">
          <Field
            label={intl.formatMessage(standardsUi.number)}
            name="subNumber"
            maxLength={10}
            defaultValue={v("subNumber", sub.number)}
            error={errors.subNumber}
          />
          <Field
            label={intl.formatMessage(standardsUi.title)}
            name="title"
            className="md:col-span-2"
            maxLength={200}
            defaultValue={v("title", sub.title)}
            error={errors.title}
          />
        </div>
        <TextAreaField
          label={intl.formatMessage(standardsUi.text)}
          name="content"
          rows={8}
          maxLength={20000}
          defaultValue={v("content", sub.content)}
          error={errors.content}
        />
        <VersionChangeFields currentVersion={sub.version} value={v} errors={errors} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            pending={pending("save")}
            pendingLabel={intl.formatMessage(standardsUi.saving)}
          >
            <FormattedMessage {...standardsUi.saveChanges} />
          </SubmitButton>
          <Link
            to={`/dashboard/standards/sections/${item.id}`}
            className="rounded-md border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
          >
            <FormattedMessage {...standardsUi.cancel} />
          </Link>
        </div>
      </Form>
      {can.delete ? (
        <Form method="post" className="rounded-lg border border-red-200 bg-white p-4">
          <input type="hidden" name="intent" value="delete" />
          <h2 className="font-semibold text-slate-900">
            <FormattedMessage {...m.deleteTitle} />
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            <FormattedMessage {...m.deleteLead} />
          </p>
          <button
            type="submit"
            className="mt-3 rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
          >
            <FormattedMessage {...m.deleteButton} />
          </button>
        </Form>
      ) : null}
      <section
        aria-labelledby="sub-history-h"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="sub-history-h" className="text-lg font-semibold text-slate-900">
          <FormattedMessage {...m.versionsOf} values={{ number: sub.number }} />
        </h2>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {history.map((h) => (
            <li key={h.id} className="py-2">
              <span className="font-medium text-slate-900">{h.version}</span> —{" "}
              {h.changeSummary ??
                (changeKindMessages[h.changeKind]
                  ? intl.formatMessage(changeKindMessages[h.changeKind]!)
                  : h.changeKind)}{" "}
              · {h.byCommittee ? intl.formatMessage(standardsUi.committee) : h.changedBy} ·{" "}
              <time dateTime={h.changedAt}>{f.dateTime(h.changedAt, timeZone)}</time>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm">
          <Link
            to={`/dashboard/standards/sections/${item.id}#history`}
            className="text-brand-800 underline"
          >
            <FormattedMessage {...m.compareLink} />
          </Link>
        </p>
      </section>
    </div>
  );
}
