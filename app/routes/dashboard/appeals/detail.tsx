import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { AppealScreen, appealMessages, appealVoteSchema } from "~/modules/appeals";
import {
  castAppealVote,
  getAppealPage,
  openAppealPanel,
  withdrawAppeal,
} from "~/modules/appeals/index.server";
import { requireAccess } from "~/modules/auth/index.server";
import type { Route } from "./+types/detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Appeal ${loaderData?.appeal.reference ?? ""} | ${siteName}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "appeal.list");
  const notice = new URL(request.url).searchParams.get("notice");
  return loadPage(
    async () => ({
      ...(await getAppealPage(getDb(), session, params.id)),
      notice: notice === "submitted" ? appealMessages.submitted : null,
    }),
    { fallback: "Could not load this appeal. Please try again.", context: "appeal page" },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "appeal.list");
  const db = getDb();
  return handleForm(request, {
    context: "appeal action",
    fallback: appealMessages.failed,
    invalidStatus: 422,
    intents: {
      "open-panel": formIntent(z.object({}), async () => {
        const { roll } = await openAppealPanel(db, session, params.id);
        return done(appealMessages.panelOpened(roll.length));
      }),
      vote: formIntent(appealVoteSchema, async (input) => {
        const { closed } = await castAppealVote(db, session, params.id, input);
        return done(closed ? appealMessages.voteClosedPanel : appealMessages.voted);
      }),
      withdraw: formIntent(z.object({}), async () => {
        await withdrawAppeal(db, session, params.id);
        return done(appealMessages.withdrawn);
      }),
    },
  });
}

export default function Appeal({ loaderData, actionData }: Route.ComponentProps) {
  const result =
    actionData ??
    (loaderData.notice ? { ok: true as const, message: loaderData.notice } : undefined);
  return <AppealScreen page={loaderData} result={result} />;
}

export const ErrorBoundary = RouteErrorBoundary;
