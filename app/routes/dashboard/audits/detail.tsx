import { redirect } from "react-router";
import { z } from "zod";
import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { siteName } from "~/lib/site-config";
import { AuditDetailPage } from "~/modules/audits";
import {
  auditStatusLabels,
  deleteAudit,
  getAudit,
  rescheduleSchema,
  saveAuditFindings,
  updateAudit,
  type AuditStatus,
} from "~/modules/audits/index.server";
import { requireUser } from "~/modules/auth/index.server";
import type { Route } from "./+types/detail";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    {
      title: `Audit${loaderData ? `: ${loaderData.audit.application.businessName}` : ""} | ${siteName}`,
    },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireUser(request);
  return loadPage(async () => ({ audit: await getAudit(getDb(), session, params.id) }), {
    fallback: "Failed to fetch the audit",
    context: "get audit",
  });
}

// Confirmations and the status as posted (absent stays absent; the audit's table decides the
// status); a new date and time by the schedule form's rules, at the fields (422).
const field = z.string().optional();
const deleteSchema = z.object({ confirm: field });
const statusSchema = z.object({ status: field, confirm: field });
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
        complete
          ? "The audit is completed and the report goes to the review panel."
          : "The audit report is saved.",
      );
    });
  return handleForm(request, {
    context: "audit change",
    fallback: "Failed to update the audit",
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
        const label = auditStatusLabels[updated.status as AuditStatus].toLowerCase();
        return done(`The audit is now ${label}.`);
      }),
      reschedule: formIntent(rescheduleSchema, async ({ date, time }) => {
        await updateAudit(db, session, params.id, { date, time });
        return done(
          "The audit was rescheduled. The applicant and the examiner have been notified.",
        );
      }),
      report: saveReport(false),
      complete: saveReport(true),
    },
  });
}

export default function AuditDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <AuditDetailPage audit={loaderData.audit} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
