import type { StandardItemDetail } from "../get-standard-item.server";
import { ItemForm, type ItemFormResult } from "./item-form";
import { FormattedMessage } from "react-intl";
import { defineMessages } from "~/lib/i18n/messages";
import { BackLink, standardsUi, useItemLabel } from "./standards-ui";

const m = defineMessages({
  newTitle: { id: "standards.itemNew.title", defaultMessage: "New standard or appendix" },
  newLead: {
    id: "standards.itemNew.lead",
    defaultMessage:
      "A new item starts at version 1.0. Its creation is recorded in its version history.",
  },
  editTitle: { id: "standards.itemEdit.title", defaultMessage: "Edit {label}. {title}" },
  editLead: {
    id: "standards.itemEdit.lead",
    defaultMessage:
      "A change of text raises the version by 0.1 (or to the version you give) and is recorded in the version history. Changes of number, title or category keep the version.",
  },
});

type Category = { id: string; name: string };

/** A new standard or appendix (/dashboard/standards/sections/new). */
export function NewStandardItemScreen({
  page,
  result,
}: {
  page: {
    categories: Category[];
    kinds: { standard: boolean; appendix: boolean };
    suggestedNumber: string;
  };
  result: ItemFormResult | undefined;
}) {
  const loaderData = page;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink to="/dashboard/standards/sections">
        <FormattedMessage {...standardsUi.tabManage} />
      </BackLink>
      <h1 className="text-2xl font-bold text-slate-900">
        <FormattedMessage {...m.newTitle} />
      </h1>
      <p className="text-slate-700">
        <FormattedMessage {...m.newLead} />
      </p>
      <ItemForm
        mode="create"
        categories={loaderData.categories}
        kinds={loaderData.kinds}
        initial={{
          kind: loaderData.kinds.standard ? "standard" : "appendix",
          number: loaderData.suggestedNumber,
          title: "",
          categoryId: null,
          content: "",
        }}
        result={result}
        cancelTo="/dashboard/standards/sections"
      />
    </div>
  );
}

/** Editing a standard or appendix (/dashboard/standards/sections/{id}/edit). */
export function EditStandardItemScreen({
  item,
  categories,
  result,
}: {
  item: StandardItemDetail["item"];
  categories: Category[];
  result: ItemFormResult | undefined;
}) {
  const label = useItemLabel()(item);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink to={`/dashboard/standards/sections/${item.id}`}>{label}</BackLink>
      <h1 className="text-2xl font-bold text-slate-900">
        <FormattedMessage {...m.editTitle} values={{ label, title: item.title }} />
      </h1>
      <p className="text-slate-700">
        <FormattedMessage {...m.editLead} />
      </p>
      <ItemForm
        mode="edit"
        categories={categories}
        initial={{
          kind: item.kind,
          number: item.number,
          title: item.title,
          categoryId: item.categoryId,
          content: item.content,
          version: item.version,
        }}
        result={result}
        cancelTo={`/dashboard/standards/sections/${item.id}`}
      />
    </div>
  );
}
