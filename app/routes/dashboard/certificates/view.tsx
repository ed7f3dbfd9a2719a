import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { getAppealEntryPath } from "~/modules/appeals/index.server";
import { requireUser } from "~/modules/auth/index.server";
import {
  certificateMessages,
  certificatePage,
  reinstateCertificate,
  reinstatementNoteSchema,
  revocationReasonSchema,
  revokeAfterConfirming,
  suspendAfterConfirming,
  suspensionSchema,
} from "~/modules/certificates/index.server";
import { CertificateViewScreen, certificateUiMessages as m } from "~/modules/certificates";
import { renewalOffers } from "~/modules/renewals/index.server";
import type { Route } from "./+types/view";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const number = loaderData?.certificate.certificateNumber;
  const title = number
    ? intl.formatMessage(m.heading, { number })
    : intl.formatMessage(m.pageTitle);
  return [{ title: `${title} | ${intl.formatMessage(siteNameMessage)}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const search = new URL(request.url).searchParams;
  return loadPage(
    async () => ({
      ...(await certificatePage(getDb(), session, params.id, search, renewalOffers)),
      appealPath: await getAppealEntryPath(getDb(), session, { certificateId: params.id }),
    }),
    {
      fallback: m.loadFailed.defaultMessage,
      context: "load certificate",
    },
  );
}

// The services' own rules, answered at the fields (422) before any service runs.
const revokeSchema = z.object({ reason: revocationReasonSchema, confirm: z.string().optional() });
const reinstateSchema = z.object({ note: reinstatementNoteSchema.optional() });
/** A review date after today in the programme's calendar (decision 056). */
const suspendSchema = () =>
  suspensionSchema(isoDate(new Date(), getEnv().PROGRAMME_TIME_ZONE)).extend({
    confirm: z.string().optional(),
  });

/**
 * Staff revoke with a reason, or suspend with a reason and review date, after
 * a confirmation (works without JavaScript); staff reinstate a suspended one.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  const intl = intlFor(await requestLocale(request));
  return handleForm(request, {
    context: "revoke certificate",
    fallback: certificateMessages.revokeFailed,
    defaultIntent: "revoke",
    invalidStatus: 422,
    failure: (f) => ({
      reason: f.values.reason ?? "",
      reviewOn: f.values.reviewOn ?? "",
      intent: f.values.intent ?? "revoke",
    }),
    intents: {
      revoke: formIntent(revokeSchema, async (input) => {
        const step = await revokeAfterConfirming(getDb(), session, params.id, input);
        if ("confirmReason" in step) {
          return { ok: false as const, confirmRevoke: true as const, reason: step.confirmReason };
        }
        const number = step.revoked.certificateNumber;
        return done(intl.formatMessage(m.revokedDone, { number }));
      }),
      suspend: formIntent(suspendSchema(), async (input) => {
        const step = await suspendAfterConfirming(getDb(), session, params.id, input);
        if ("confirm" in step) {
          return { ok: false as const, confirmSuspend: true as const, ...step.confirm };
        }
        const number = step.suspended.certificateNumber;
        return done(intl.formatMessage(m.suspendedDone, { number }));
      }),
      reinstate: formIntent(reinstateSchema, async (input) => {
        const row = await reinstateCertificate(getDb(), session, params.id, input);
        return done(intl.formatMessage(m.reinstatedDone, { number: row.certificateNumber }));
      }),
    },
  });
}

export default function CertificateView({ loaderData, actionData }: Route.ComponentProps) {
  return <CertificateViewScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
