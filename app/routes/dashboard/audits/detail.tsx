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
import { revalidateUnlessKept } from "~/lib/kept-on-device";
import {
  AuditDetailPage,
  auditPageMessages,
  auditPhotoText,
  auditText,
  sendReportOrKeep,
} from "~/modules/audits";
import {
  deleteAudit,
  deleteAuditPhoto,
  getAudit,
  rescheduleSchema,
  saveAuditFindings,
  updateAudit,
  type AuditStatus,
} from "~/modules/audits/index.server";
import { requireUser } from "~/modules/auth/index.server";
import { listRelatedCorrectiveActions } from "~/modules/corrective-actions/index.server";
import type { Route } from "./+types/detail";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  const title = loaderData
    ? intl.formatMessage(auditPageMessages.audit, {
        businessName: loaderData.audit.application.businessName,
      })
    : intl.formatMessage(auditPageMessages.auditUnknown);
  return [{ title: `${title} | ${intl.formatMessage(siteNameMessage)}` }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  const locale = await requestLocale(request);
  return loadPage(
    async () => ({
      audit: await getAudit(getDb(), session, params.id, locale),
      correctiveActions: await listRelatedCorrectiveActions(getDb(), session, {
        auditId: params.id,
      }),
    }),
    { fallback: auditText.loadAudit.defaultMessage, context: "get audit" },
  );
}

// Confirmations and the status as posted (absent stays absent; the audit's table decides the
// status); a new date and time by the schedule form's rules, at the fields (422).
const field = z.string().optional();
const deleteSchema = z.object({ confirm: field });
const statusSchema = z.object({ status: field, confirm: field });
const deletePhotoSchema = z.object({ photoId: z.string().max(64), confirm: field });
/** The report form: a finding and notes per standard, the recommendation and its notes. */
const reportSchema = z.record(z.string(), z.string());

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireUser(request);
  const db = getDb();
  /** A cancel or delete is confirmed first (a second post with confirm=yes). */
  const askFirst = (intent: string, confirm: "cancel" | "delete") => ({
    ok: false as const,
    intent,
    message: "" as const,
    confirm,
  });
  const saveReport = (complete: boolean) =>
    formIntent(reportSchema, async (report) => {
      await saveAuditFindings(db, session, params.id, report, { complete });
      return done(
        complete ? auditText.completed.defaultMessage : auditText.reportSaved.defaultMessage,
      );
    });
  return handleForm(request, {
    context: "audit change",
    fallback: auditText.updateFailed.defaultMessage,
    invalidStatus: 422,
    intents: {
      delete: formIntent(deleteSchema, async ({ confirm }) => {
        if (confirm !== "yes") return askFirst("delete", "delete");
        await deleteAudit(db, session, params.id);
        return redirect("/dashboard/audits?notice=deleted");
      }),
      status: formIntent(statusSchema, async ({ status, confirm }) => {
        if (status === "cancelled" && confirm !== "yes") return askFirst("status", "cancel");
        const updated = await updateAudit(db, session, params.id, { status });
        const intl = intlFor(await requestLocale(request));
        return done(
          intl.formatMessage(auditText.statusNow, {
            // ICU select keys take no hyphen.
            status:
              updated.status === "in-progress" ? "inProgress" : (updated.status as AuditStatus),
          }),
        );
      }),
      reschedule: formIntent(rescheduleSchema, async ({ date, time }) => {
        await updateAudit(db, session, params.id, { date, time });
        return done(auditText.rescheduled.defaultMessage);
      }),
      deletePhoto: formIntent(deletePhotoSchema, async ({ photoId, confirm }) => {
        if (confirm !== "yes") {
          return {
            ok: false as const,
            intent: "deletePhoto" as const,
            message: "" as const,
            confirm: "deletePhoto" as const,
            photoId,
          };
        }
        await deleteAuditPhoto(db, session, params.id, photoId);
        return done(auditPhotoText.deleted.defaultMessage);
      }),
      report: saveReport(false),
      complete: saveReport(true),
    },
  });
}

/** In the browser, a report posted without a connection is kept on the device (issue 37). */
export const clientAction = ({ request, params, serverAction }: Route.ClientActionArgs) =>
  sendReportOrKeep(request, params.id, serverAction);

export const shouldRevalidate = revalidateUnlessKept;

export default function AuditDetail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuditDetailPage
      audit={loaderData.audit}
      result={actionData}
      correctiveActions={loaderData.correctiveActions}
    />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
