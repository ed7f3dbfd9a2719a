import { redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { dashboardPageTitle } from "~/modules/applications";
import { accessDenied, requireAccess } from "~/modules/auth/index.server";
import {
  itemFormSchema,
  NewStandardItemScreen,
  standardsMessages,
  standardsPageText,
} from "~/modules/standards";
import {
  createStandardItem,
  creatableItemKinds,
  getNewStandardItemPage,
} from "~/modules/standards/index.server";
import type { Route } from "./+types/section-new";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: dashboardPageTitle(matches, standardsPageText.newTitle) }];
}

/** A new standard (SPEC §8 "create standard items") or appendix ("create standard sections"). */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "standards.manage");
  const kinds = creatableItemKinds(session);
  if (!kinds.standard && !kinds.appendix) accessDenied();
  return loadPage(() => getNewStandardItemPage(getDb(), session), {
    fallback: standardsMessages.failedToLoad,
    context: "new standard",
  });
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "standards.manage");
  return handleForm(request, {
    context: "create standard",
    fallback: standardsMessages.failedToSave,
    defaultIntent: "create",
    invalidStatus: 422,
    intents: {
      create: formIntent(itemFormSchema, async (input) => {
        const item = await createStandardItem(getDb(), session, input);
        return redirect(`/dashboard/standards/sections/${item.id}?notice=created`);
      }),
    },
  });
}

export default function SectionNew({ loaderData, actionData }: Route.ComponentProps) {
  return <NewStandardItemScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
