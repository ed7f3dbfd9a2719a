import { data, redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/form-data.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { accessDenied, requireAccess } from "~/modules/auth/session.server";
import { getStandardItem } from "~/modules/standards/get-standard-item.server";
import { listStandards } from "~/modules/standards/list-standards.server";
import { standardsMessages } from "~/modules/standards/standards-messages";
import { itemEditSchema } from "~/modules/standards/standards-schema";
import { updateStandardItem } from "~/modules/standards/update-standard-item.server";
import { ItemForm, type ItemFormResult } from "~/modules/standards/ui/item-form";
import { BackLink } from "~/modules/standards/ui/standards-ui";
import type { Route } from "./+types/section-edit";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Edit ${loaderData?.item.label ?? "standard"} | ${siteName}` }];
}

/** Edit a standard (SPEC §8 "update standard items") or an appendix ("update standard sections"). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "standards.manage");
  const db = getDb();
  const loaded = await Promise.all([
    getStandardItem(db, session, params.id),
    listStandards(db, session),
  ]).catch((error: unknown) =>
    throwLoaderError(error, standardsMessages.failedToLoad, "edit standard"),
  );
  const [detail, list] = loaded;
  // Appendices and standards have their own SPEC §8 permissions.
  if (!detail.can.edit) accessDenied();
  return {
    item: detail.item,
    categories: list.allCategories.map((c) => ({ id: c.id, name: c.name })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "standards.manage");
  const parsed = await parseForm(request, itemEditSchema);
  if (!parsed.ok) {
    return data<ItemFormResult>(
      { ok: false, message: "", fieldErrors: parsed.errors, values: parsed.values },
      { status: 422 },
    );
  }
  try {
    const item = await updateStandardItem(getDb(), session, params.id, parsed.data);
    return redirect(`/dashboard/standards/sections/${item.id}?notice=saved`);
  } catch (error) {
    const failure = actionFailure(error, standardsMessages.failedToSave, "update standard");
    return data<ItemFormResult>(
      {
        ok: false,
        message: failure.message,
        fieldErrors: failure.fieldErrors,
        values: parsed.values,
      },
      { status: failure.status },
    );
  }
}

export default function SectionEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { item } = loaderData;
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
        categories={loaderData.categories}
        initial={{
          kind: item.kind,
          number: item.number,
          title: item.title,
          categoryId: item.categoryId,
          content: item.content,
          version: item.version,
        }}
        result={actionData as ItemFormResult | undefined}
        cancelTo={`/dashboard/standards/sections/${item.id}`}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
