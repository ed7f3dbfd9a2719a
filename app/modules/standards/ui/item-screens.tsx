import type { StandardItemDetail } from "../get-standard-item.server";
import { ItemForm, type ItemFormResult } from "./item-form";
import { BackLink } from "./standards-ui";

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
      <BackLink to="/dashboard/standards/sections">Manage Standards</BackLink>
      <h1 className="text-2xl font-bold text-slate-900">New standard or appendix</h1>
      <p className="text-slate-700">
        A new item starts at version 1.0. Its creation is recorded in its version history.
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
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackLink to={`/dashboard/standards/sections/${item.id}`}>{item.label}</BackLink>
      <h1 className="text-2xl font-bold text-slate-900">
        Edit {item.label}. {item.title}
      </h1>
      <p className="text-slate-700">
        A change of text raises the version by 0.1 (or to the version you give) and is recorded in
        the version history. Changes of number, title or category keep the version.
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
