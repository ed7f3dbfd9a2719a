import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import { categorySchema, standardsMessages, StandardsOverview } from "~/modules/standards";
import { createStandardCategory, getStandardsOverviewPage } from "~/modules/standards/index.server";
import type { Route } from "./+types/index";

export function meta() {
  return [{ title: `Standards | ${siteName}` }];
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
  return handleForm(request, {
    context: "create category",
    fallback: "Failed to add the category. Please try again.",
    defaultIntent: "createCategory",
    invalidStatus: 422,
    intents: {
      createCategory: formIntent(categorySchema, async (input) => {
        const category = await createStandardCategory(getDb(), session, input);
        return done(`Category “${category.name}” added.`);
      }),
    },
  });
}

export default function StandardsIndex({ loaderData, actionData }: Route.ComponentProps) {
  return <StandardsOverview {...loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
