import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { AppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import {
  expiryCheckSummary,
  renewalDecisionMessage,
  renewalDecisionSchema,
  renewalMessages,
  renewalsPage,
  runExpiryCheckNow,
  updateRenewal,
} from "~/modules/renewals/index.server";
import { RenewalsScreen } from "~/modules/renewals";
import type { Route } from "./+types/renewals";

export function meta() {
  return [{ title: `Certificate Renewals | ${siteName}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "renewal.list");
  const params = new URL(request.url).searchParams;
  return loadPage(() => renewalsPage(getDb(), session, params), {
    fallback: "Could not load the renewals. Please try again.",
    context: "list renewals",
  });
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "renewal.list");
  const db = getDb();
  const decide = (decision: "approve" | "reject") =>
    formIntent(renewalDecisionSchema, async ({ renewalId, note, waiveReason }) =>
      done(
        renewalDecisionMessage(
          await updateRenewal(
            db,
            session,
            renewalId,
            decision === "approve" ? { decision, note, waiveReason } : { decision, note },
          ),
        ),
      ),
    );
  return handleForm(request, {
    context: "update renewal",
    fallback: renewalMessages.updateFailed,
    invalidStatus: 422,
    intents: {
      "run-expiry-check": formIntent(z.object({}), async () => {
        const result = await runExpiryCheckNow(db, session);
        if (!result.ran) throw new AppError("conflict", result.message);
        return done(expiryCheckSummary(result.report), { report: result.report });
      }),
      approve: decide("approve"),
      reject: decide("reject"),
    },
  });
}

export default function Renewals({ loaderData, actionData }: Route.ComponentProps) {
  return <RenewalsScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
