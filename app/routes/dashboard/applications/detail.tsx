import { redirect } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { toLocale } from "~/domain/locale";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import {
  applicationMessages,
  applicationStatusMessages,
  isApplicationStatus,
  submitApplication,
} from "~/modules/applications/index.server";
import {
  SCHEDULE_AUDIT_INTENT,
  scheduleAudit,
  scheduleAuditSchema,
} from "~/modules/audits/index.server";
import { ConfirmAddressNotice } from "~/modules/auth";
import { requireUser } from "~/modules/auth/index.server";
import {
  certificateMessages,
  certificateViewPath,
  generateCertificate,
} from "~/modules/certificates/index.server";
import { ApplicationPage } from "~/modules/dashboard";
import {
  applicationPageNoticeMessages,
  applicationPageNotices,
  getApplicationPage,
} from "~/modules/dashboard/index.server";
import { changeApplicationStatus, statusChangeSchema } from "~/modules/review/index.server";
import { defineMessages } from "~/lib/i18n/messages";
import type { Route } from "./+types/detail";

const pageTitle = defineMessages({
  application: { id: "dashboard.application.pageTitle", defaultMessage: "Application" },
});

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const name = loaderData?.application.businessName;
  return [
    {
      title: `${name ?? intl.formatMessage(pageTitle.application)} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const notice = new URL(request.url).searchParams.get("notice");
  const locale = await requestLocale(request);
  return loadPage(
    async () => ({
      ...(await getApplicationPage(getDb(), session, params.id, { notice, locale })),
      // Submitting waits for a confirmed address (decision 080).
      unconfirmedEmail: session.user.emailVerified ? null : session.user.email,
    }),
    {
      fallback: applicationMessages.fetchDetailFailed,
      context: "load application",
    },
  );
}

// The services' own rules, answered at the fields (422) before any service runs.
const scheduleSchema = scheduleAuditSchema.omit({ applicationId: true });
const statusSchema = statusChangeSchema.extend({ confirmReject: z.string().optional() });
// `reason`: an administrator submitting without every required document (issue 19); when it is
// needed depends on the documents, so the service asks for it.
const submitSchema = z.object({ reason: z.string().trim().optional() });

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  const db = getDb();
  return handleForm(request, {
    context: "application page",
    fallback: applicationMessages.statusFailed,
    invalidStatus: 422,
    intents: {
      "generate-certificate": formIntent(
        z.object({}),
        async () => {
          const { certificate, created } = await generateCertificate(db, session, params.id);
          const notice = created ? "generated" : "existing";
          return redirect(`${certificateViewPath(certificate.id)}?notice=${notice}`);
        },
        { fallback: certificateMessages.generateFailed },
      ),
      // The audits page's form and service, for this application.
      [SCHEDULE_AUDIT_INTENT]: formIntent(
        scheduleSchema,
        async (input) => {
          await scheduleAudit(db, session, { ...input, applicationId: params.id });
          return redirect(
            `/dashboard/applications/${params.id}?notice=audit-scheduled#audits`,
            303,
          );
        },
        { fallback: "Failed to schedule the audit" },
      ),
      submit: formIntent(
        submitSchema,
        async ({ reason }) => {
          await submitApplication(db, session, params.id, { reason });
          return done(applicationPageNotices.submitted!);
        },
        { fallback: applicationMessages.updateFailed },
      ),
      status: formIntent(
        statusSchema,
        async ({ status, feedback, approveAnyway, confirmReject }) => {
          // Rejecting asks for a confirmation first (a second post with confirmReject=yes).
          if (status === "rejected" && confirmReject !== "yes") {
            return { ok: false as const, confirmReject: true as const, feedback };
          }
          const updated = await changeApplicationStatus(db, session, params.id, {
            status,
            feedback,
            approveAnyway,
          });
          const intl = intlFor(await requestLocale(request));
          const label = isApplicationStatus(updated.status)
            ? intl.formatMessage(applicationStatusMessages[updated.status])
            : updated.status;
          return done(
            intl.formatMessage(applicationPageNoticeMessages.statusChanged!, { status: label }),
          );
        },
      ),
    },
  });
}

export default function ApplicationDetail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ConfirmAddressNotice email={loaderData.unconfirmedEmail} />
      <ApplicationPage page={loaderData} result={actionData} appealPath={loaderData.appealPath} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
