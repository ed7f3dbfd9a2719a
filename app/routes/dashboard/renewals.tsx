import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { AppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
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
import { RenewalsScreen, renewalUiMessages as m } from "~/modules/renewals";
import type { Route } from "./+types/renewals";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [{ title: `${intl.formatMessage(m.title)} | ${intl.formatMessage(siteNameMessage)}` }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAccess(request, "renewal.list");
  const params = new URL(request.url).searchParams;
  return loadPage(() => renewalsPage(getDb(), session, params), {
    fallback: m.loadFailed.defaultMessage,
    context: "list renewals",
  });
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requireAccess(request, "renewal.list");
  const db = getDb();
  const locale = await requestLocale(request);
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
          locale,
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
        return done(expiryCheckSummary(result.report, locale), { report: result.report });
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
