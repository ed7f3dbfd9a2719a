import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { dashboardPageTitle } from "~/modules/applications";
import { requireAccess } from "~/modules/auth/index.server";
import {
  categorySchema,
  standardsMessages,
  StandardsOverview,
  standardsPageText,
  standardsText,
} from "~/modules/standards";
import { createStandardCategory, getStandardsOverviewPage } from "~/modules/standards/index.server";
import type { Route } from "./+types/index";

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: dashboardPageTitle(matches, standardsPageText.overviewTitle) }];
}

/** View All (SPEC §2): every signed-in role reads the standards by category, with search. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "standards.view");
  return loadPage(() => getStandardsOverviewPage(getDb(), session, new URL(request.url)), {
    fallback: standardsMessages.failedToLoad,
    context: "list standards",
  });
}

/** SPEC §6: any signed-in user may add a standard category. */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "standardCategory.create");
  const intl = intlFor(await requestLocale(request));
  return handleForm(request, {
    context: "create category",
    fallback: standardsText.failedToAddCategory.defaultMessage,
    defaultIntent: "createCategory",
    invalidStatus: 422,
    intents: {
      createCategory: formIntent(categorySchema, async (input) => {
        const category = await createStandardCategory(getDb(), session, input);
        return done(intl.formatMessage(standardsPageText.categoryAdded, { name: category.name }));
      }),
    },
  });
}

export default function StandardsIndex({ loaderData, actionData }: Route.ComponentProps) {
  return <StandardsOverview {...loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
