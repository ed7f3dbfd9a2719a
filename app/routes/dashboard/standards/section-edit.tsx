import { redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { dashboardPageTitle } from "~/modules/applications";
import { accessDenied, requireAccess } from "~/modules/auth/index.server";
import {
  EditStandardItemScreen,
  itemEditSchema,
  standardsMessages,
  standardsPageText,
} from "~/modules/standards";
import { getEditStandardItemPage, updateStandardItem } from "~/modules/standards/index.server";
import type { Route } from "./+types/section-edit";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const item = loaderData?.item;
  return [
    {
      title: dashboardPageTitle(matches, standardsPageText.editTitle, {
        kind: item?.kind ?? "none",
        number: item?.number ?? "",
      }),
    },
  ];
}

/** Edit a standard (SPEC §8 "update standard items") or an appendix ("update standard sections"). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "standards.manage");
  const page = await loadPage(() => getEditStandardItemPage(getDb(), session, params.id), {
    fallback: standardsMessages.failedToLoad,
    context: "edit standard",
  });
  // Appendices and standards have their own SPEC §8 permissions.
  if (!page.canEdit) accessDenied();
  return { item: page.item, categories: page.categories };
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "standards.manage");
  return handleForm(request, {
    context: "update standard",
    fallback: standardsMessages.failedToSave,
    defaultIntent: "update",
    invalidStatus: 422,
    intents: {
      update: formIntent(itemEditSchema, async (input) => {
        const item = await updateStandardItem(getDb(), session, params.id, input);
        return redirect(`/dashboard/standards/sections/${item.id}?notice=saved`);
      }),
    },
  });
}

export default function SectionEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditStandardItemScreen
      item={loaderData.item}
      categories={loaderData.categories}
      result={actionData}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
