import { redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { dashboardPageTitle } from "~/modules/applications";
import { requireAccess } from "~/modules/auth/index.server";
import {
  standardsMessages,
  standardsPageText,
  subStandardDeleteSchema,
  subStandardEditSchema,
  SubStandardEditScreen,
  type SubStandardActionResult,
} from "~/modules/standards";
import {
  deleteSubStandard,
  getSubStandardEditPage,
  updateSubStandard,
} from "~/modules/standards/index.server";
import type { Route } from "./+types/sub-standard-edit";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const number = loaderData?.subStandard.number;
  return [
    {
      title: number
        ? dashboardPageTitle(matches, standardsPageText.subEditTitle, { number })
        : dashboardPageTitle(matches, standardsPageText.subEditFallbackTitle),
    },
  ];
}

/** Edit a sub-standard (SPEC §8 "update sub-standards"); delete it ("delete sub-standards"). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "subStandard.update");
  return loadPage(() => getSubStandardEditPage(getDb(), session, params.id), {
    fallback: standardsMessages.failedToLoad,
    context: "edit sub-standard",
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "subStandard.update");
  const db = getDb();
  return handleForm(request, {
    context: "sub-standard",
    fallback: standardsMessages.failedToSave,
    defaultIntent: "save",
    invalidStatus: 422,
    intents: {
      save: formIntent(subStandardEditSchema, async (input) => {
        const sub = await updateSubStandard(db, session, params.id, input);
        return redirect(`/dashboard/standards/sections/${sub.standardId}?notice=sub-saved`);
      }),
      delete: formIntent(subStandardDeleteSchema, async (_input, values) => {
        if (values.confirm !== "yes") {
          return {
            ok: false,
            intent: "delete",
            message: "",
            confirmDelete: true,
          } satisfies SubStandardActionResult;
        }
        const sub = await deleteSubStandard(db, session, params.id);
        return redirect(`/dashboard/standards/sections/${sub.standardId}?notice=sub-deleted`);
      }),
    },
  });
}

export default function SubStandardEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <SubStandardEditScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
