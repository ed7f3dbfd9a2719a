import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import {
  categorySchema,
  ManageStandards,
  recordIdSchema,
  standardsMessages,
  versionFormSchema,
  type ManageActionResult,
} from "~/modules/standards";
import {
  createStandardCategory,
  createStandardVersion,
  deleteStandardCategory,
  deleteStandardItem,
  getManageStandardsPage,
  updateStandardCategory,
} from "~/modules/standards/index.server";
import type { Route } from "./+types/sections";

export function meta() {
  return [{ title: `Manage Standards | ${siteName}` }];
}

/** Manage Standards (SPEC §2): administrator and committee. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "standards.manage");
  return loadPage(() => getManageStandardsPage(getDb(), session, new URL(request.url)), {
    fallback: standardsMessages.failedToLoad,
    context: "manage standards",
  });
}

/** A destructive intent without `confirm=yes` answers the confirmation box first. */
const askToConfirm = (intent: string, id: string, values: Record<string, string>) =>
  ({
    ok: false,
    intent,
    message: "",
    confirm: { id, label: values.label ?? "" },
  }) satisfies ManageActionResult;

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "standards.manage");
  const db = getDb();
  return handleForm(request, {
    context: "manage standards",
    fallback: standardsMessages.failedToSave,
    invalidStatus: 422,
    intents: {
      deleteItem: formIntent(recordIdSchema, async ({ id }, values) => {
        if (values.confirm !== "yes") return askToConfirm("deleteItem", id, values);
        const deleted = await deleteStandardItem(db, session, id);
        return done(
          `${deleted.item.kind === "appendix" ? "Appendix" : "Standard"} ${deleted.item.number} was deleted with ${deleted.subStandards} sub-standards, ${deleted.discussions} discussions and ${deleted.history} history entries.`,
        );
      }),
      createCategory: formIntent(categorySchema, async (input) => {
        const category = await createStandardCategory(db, session, input);
        return done(`Category “${category.name}” added.`);
      }),
      updateCategory: formIntent(categorySchema.extend(recordIdSchema.shape), async (input) => {
        const category = await updateStandardCategory(db, session, input.id, input);
        return done(`Category “${category.name}” saved.`);
      }),
      deleteCategory: formIntent(recordIdSchema, async ({ id }, values) => {
        if (values.confirm !== "yes") return askToConfirm("deleteCategory", id, values);
        const category = await deleteStandardCategory(db, session, id);
        return done(`Category “${category.name}” deleted.`);
      }),
      createVersion: formIntent(versionFormSchema, async (input) => {
        const version = await createStandardVersion(db, session, input);
        return done(
          `Version ${version.versionNumber} recorded${version.isCurrent ? " as the current version" : ""}.`,
        );
      }),
    },
  });
}

export default function Sections({ loaderData, actionData }: Route.ComponentProps) {
  return <ManageStandards {...loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
