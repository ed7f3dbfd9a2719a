import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { dashboardPageTitle } from "~/modules/applications";
import { requireAccess } from "~/modules/auth/index.server";
import {
  categorySchema,
  ManageStandards,
  recordIdSchema,
  standardsMessages,
  standardsPageText,
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

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: dashboardPageTitle(matches, standardsPageText.manageTitle) }];
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
  const intl = intlFor(await requestLocale(request));
  return handleForm(request, {
    context: "manage standards",
    fallback: standardsMessages.failedToSave,
    invalidStatus: 422,
    intents: {
      deleteItem: formIntent(recordIdSchema, async ({ id }, values) => {
        if (values.confirm !== "yes") return askToConfirm("deleteItem", id, values);
        const deleted = await deleteStandardItem(db, session, id);
        return done(
          intl.formatMessage(standardsPageText.itemDeleted, {
            kind: deleted.item.kind,
            number: deleted.item.number,
            subStandards: deleted.subStandards,
            discussions: deleted.discussions,
            history: deleted.history,
          }),
        );
      }),
      createCategory: formIntent(categorySchema, async (input) => {
        const category = await createStandardCategory(db, session, input);
        return done(intl.formatMessage(standardsPageText.categoryAdded, { name: category.name }));
      }),
      updateCategory: formIntent(categorySchema.extend(recordIdSchema.shape), async (input) => {
        const category = await updateStandardCategory(db, session, input.id, input);
        return done(intl.formatMessage(standardsPageText.categorySaved, { name: category.name }));
      }),
      deleteCategory: formIntent(recordIdSchema, async ({ id }, values) => {
        if (values.confirm !== "yes") return askToConfirm("deleteCategory", id, values);
        const category = await deleteStandardCategory(db, session, id);
        return done(intl.formatMessage(standardsPageText.categoryDeleted, { name: category.name }));
      }),
      createVersion: formIntent(versionFormSchema, async (input) => {
        const version = await createStandardVersion(db, session, input);
        return done(
          intl.formatMessage(
            version.isCurrent
              ? standardsPageText.versionRecordedCurrent
              : standardsPageText.versionRecorded,
            { version: version.versionNumber },
          ),
        );
      }),
    },
  });
}

export default function Sections({ loaderData, actionData }: Route.ComponentProps) {
  return <ManageStandards {...loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
