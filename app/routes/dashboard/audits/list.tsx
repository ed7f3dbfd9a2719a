import { redirect } from "react-router";
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
  auditPageMessages,
  AuditsListScreen,
  auditText,
  calendarFeedMessages,
  CREATE_CALENDAR_FEED_INTENT,
  REVOKE_CALENDAR_FEED_INTENT,
  scheduleAuditSchema,
} from "~/modules/audits";
import {
  createCalendarFeed,
  getAuditListPage,
  revokeCalendarFeed,
  SCHEDULE_AUDIT_INTENT,
  scheduleAudit,
} from "~/modules/audits/index.server";
import { requireAccess, requireUser } from "~/modules/auth/index.server";
import type { Route } from "./+types/list";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(auditPageMessages.list)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "audit.list");
  const params = new URL(request.url).searchParams;
  const locale = await requestLocale(request);
  return loadPage(() => getAuditListPage(getDb(), session, params, locale), {
    fallback: auditText.loadList.defaultMessage,
    context: "list audits",
  });
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireUser(request);
  return handleForm(request, {
    context: "schedule audit",
    fallback: auditText.scheduleFailed.defaultMessage,
    defaultIntent: SCHEDULE_AUDIT_INTENT,
    // The schedule form's rules (the service's own) answer at the fields, 422, before it runs.
    invalidStatus: 422,
    intents: {
      [SCHEDULE_AUDIT_INTENT]: formIntent(
        scheduleAuditSchema,
        async (input) => {
          await scheduleAudit(getDb(), session, input);
          return redirect("/dashboard/audits?notice=scheduled", 303);
        },
        { echo: Object.keys(scheduleAuditSchema.shape) },
      ),
      // The examiner's calendar subscription (decision 065): its address is shown once.
      [CREATE_CALENDAR_FEED_INTENT]: formIntent(
        z.object({}),
        async () => {
          const { url } = await createCalendarFeed(getDb(), session);
          return done(calendarFeedMessages.created, { feedUrl: url });
        },
        { fallback: calendarFeedMessages.failed },
      ),
      [REVOKE_CALENDAR_FEED_INTENT]: formIntent(
        z.object({}),
        async () => {
          await revokeCalendarFeed(getDb(), session);
          return redirect("/dashboard/audits?notice=feed-revoked", 303);
        },
        { fallback: calendarFeedMessages.failed },
      ),
    },
  });
}

export default function AuditsList({ loaderData, actionData }: Route.ComponentProps) {
  return <AuditsListScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
