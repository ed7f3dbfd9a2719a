import { redirect } from "react-router";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { applicationStatusLabels, type ApplicationStatus } from "~/modules/applications";
import { requireAccess } from "~/modules/auth/index.server";
import {
  reviewOutcomeMessages,
  ReviewPanelScreen,
  reviewPanelMessages as m,
  type ReviewDecision,
} from "~/modules/review";
import {
  confirmationStep,
  decideReview,
  listReviewQueue,
  reviewDecisionSchema,
} from "~/modules/review/index.server";
import type { Route } from "./+types/review";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [{ title: `${intl.formatMessage(m.pageTitle)} | ${intl.formatMessage(siteNameMessage)}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "review.view");
  return loadPage(async () => ({ queue: await listReviewQueue(getDb(), session) }), {
    fallback: "Failed to fetch the review queue",
    context: "list review queue",
  });
}

/**
 * POST: a decision on one queue item. Approve and reject need a reason and a
 * confirmation: without `confirm=yes` the answer is the confirmation step
 * (nothing changes); the dialog posts it with JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "review.decide");
  const intl = intlFor(await requestLocale(request));
  return handleForm(request, {
    context: "review decision",
    fallback: "Failed to record the decision",
    defaultIntent: "decide",
    // A decision's rules (checkReviewDecision) answer at the fields, 422, before the service runs.
    invalidStatus: 422,
    intents: {
      decide: formIntent(reviewDecisionSchema, async (input) => {
        const ask = confirmationStep(input);
        if (ask) return ask;
        const updated = await decideReview(getDb(), session, input.applicationId, input);
        // "Re-audit required" leads straight to scheduling the (follow-up) audit (decision 087).
        if (updated.status === "audit-required") {
          return redirect(
            `/dashboard/applications/${updated.id}?notice=audit-required#schedule-h`,
            303,
          );
        }
        const outcome = reviewOutcomeMessages[updated.status as ReviewDecision];
        const status = outcome
          ? intl.formatMessage(outcome)
          : applicationStatusLabels[updated.status as ApplicationStatus];
        const message = intl.formatMessage(m.decided, { business: updated.businessName, status });
        return done(message, {
          applicationId: input.applicationId,
        });
      }),
    },
  });
}

export default function ReviewPanel({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewPanelScreen queue={loaderData.queue} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
