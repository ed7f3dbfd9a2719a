import { data, redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/form-data.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { accessDenied, requireAccess } from "~/modules/auth/session.server";
import { can } from "~/modules/permissions/policy";
import { createStandardItem } from "~/modules/standards/create-standard-item.server";
import { listStandards } from "~/modules/standards/list-standards.server";
import { standardsMessages } from "~/modules/standards/standards-messages";
import { itemFormSchema } from "~/modules/standards/standards-schema";
import { ItemForm, type ItemFormResult } from "~/modules/standards/ui/item-form";
import { BackLink } from "~/modules/standards/ui/standards-ui";
import type { Route } from "./+types/section-new";

export function meta() {
  return [{ title: `New standard | ${siteName}` }];
}

/** A new standard (SPEC §8 "create standard items") or appendix ("create standard sections"). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "standards.manage");
  const kinds = {
    standard: can(session, "standardItem.create"),
    appendix: can(session, "standardSection.create"),
  };
  if (!kinds.standard && !kinds.appendix) accessDenied();
  try {
    const list = await listStandards(getDb(), session);
    const next =
      Math.max(0, ...list.categories.flatMap((c) => c.items.map((i) => Number(i.number)))) + 1;
    return {
      categories: list.allCategories.map((c) => ({ id: c.id, name: c.name })),
      kinds,
      suggestedNumber: String(next),
    };
  } catch (error) {
    throwLoaderError(error, standardsMessages.failedToLoad, "new standard");
  }
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "standards.manage");
  const parsed = await parseForm(request, itemFormSchema);
  if (!parsed.ok) {
    return data<ItemFormResult>(
      { ok: false, message: "", fieldErrors: parsed.errors, values: parsed.values },
      { status: 422 },
    );
  }
  try {
    const item = await createStandardItem(getDb(), session, parsed.data);
    return redirect(`/dashboard/standards/sections/${item.id}?notice=created`);
  } catch (error) {
    const failure = actionFailure(error, standardsMessages.failedToSave, "create standard");
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

export default function SectionNew({ loaderData, actionData }: Route.ComponentProps) {
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
        result={actionData as ItemFormResult | undefined}
        cancelTo="/dashboard/standards/sections"
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
