import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import {
  appealMessages,
  appealPageMessages,
  AppealScreen,
  appealText,
  appealVoteSchema,
} from "~/modules/appeals";
import {
  castAppealVote,
  getAppealPage,
  openAppealPanel,
  withdrawAppeal,
} from "~/modules/appeals/index.server";
import { requireAccess } from "~/modules/auth/index.server";
import type { Route } from "./+types/detail";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(appealPageMessages.appeal, { reference: loaderData?.appeal.reference ?? "" })} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "appeal.list");
  const notice = new URL(request.url).searchParams.get("notice");
  const intl = intlFor(await requestLocale(request));
  return loadPage(
    async () => ({
      ...(await getAppealPage(getDb(), session, params.id)),
      notice: notice === "submitted" ? intl.formatMessage(appealText.submitted) : null,
    }),
    { fallback: appealPageMessages.loadAppeal.defaultMessage, context: "appeal page" },
  );
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "appeal.list");
  const db = getDb();
  const intl = intlFor(await requestLocale(request));
  return handleForm(request, {
    context: "appeal action",
    fallback: appealMessages.failed,
    invalidStatus: 422,
    intents: {
      "open-panel": formIntent(z.object({}), async () => {
        const { roll } = await openAppealPanel(db, session, params.id);
        return done(intl.formatMessage(appealText.panelOpened, { count: roll.length }));
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
