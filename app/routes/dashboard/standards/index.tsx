import { data } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/form-data.server";
import { actionFailure, throwLoaderError } from "~/lib/route-errors.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/session.server";
import { can } from "~/modules/permissions/policy";
import { createStandardCategory } from "~/modules/standards/create-standard-category.server";
import { getCurrentStandardVersion } from "~/modules/standards/list-standard-versions.server";
import { listStandards } from "~/modules/standards/list-standards.server";
import { categorySchema } from "~/modules/standards/standards-schema";
import { standardsMessages } from "~/modules/standards/standards-messages";
import {
  StandardsOverview,
  type OverviewActionResult,
} from "~/modules/standards/ui/standards-overview";
import type { Route } from "./+types/index";

export function meta() {
  return [{ title: `Standards | ${siteName}` }];
}

const querySchema = z.object({
  category: z.string().optional().catch(undefined),
  q: z.string().max(200).optional().catch(undefined),
});

/** View All (SPEC §2): every signed-in role reads the standards by category, with search. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "standards.view");
  const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const db = getDb();
    const [list, current] = [
      await listStandards(db, session, { categoryId: query.category, q: query.q }),
      await getCurrentStandardVersion(db),
    ];
    return {
      list,
      current: current
        ? { version: current.versionNumber, releaseDate: current.releaseDate }
        : null,
      can: {
        manage: can(session, "standards.manage"),
        createCategory: can(session, "standardCategory.create"),
        propose: can(session, "proposal.create"),
      },
    };
  } catch (error) {
    throwLoaderError(error, standardsMessages.failedToLoad, "list standards");
  }
}

/** SPEC §6: any signed-in user may add a standard category. */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "standardCategory.create");
  const parsed = await parseForm(request, categorySchema);
  if (!parsed.ok) {
    return data<OverviewActionResult>(
      { ok: false, message: "", fieldErrors: parsed.errors, values: parsed.values },
      { status: 422 },
    );
  }
  try {
    const category = await createStandardCategory(getDb(), session, parsed.data);
    return {
      ok: true,
      message: `Category “${category.name}” added.`,
    } satisfies OverviewActionResult;
  } catch (error) {
    const failure = actionFailure(
      error,
      "Failed to add the category. Please try again.",
      "create category",
    );
    return data<OverviewActionResult>(
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

export default function StandardsIndex({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StandardsOverview {...loaderData} result={actionData as OverviewActionResult | undefined} />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
