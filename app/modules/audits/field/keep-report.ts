import type { KeptOnDevice } from "~/lib/kept-on-device";
import type { AuditDetail } from "../get-audit.server";
import { queueChange } from "./field-store";

type Report = NonNullable<AuditDetail["report"]>;

/** The report as each audit page last showed it: what a kept change is compared with. */
const shown = new Map<string, Report>();

/** Called by the report form each time it shows the report. */
export function rememberShownReport(auditId: string, report: Report) {
  shown.set(auditId, report);
}

/**
 * Keeps the report form's changes on the device (issue 37): one change per
 * standard whose finding or notes differ from the report as shown (with the
 * finding's time as seen), and the recommendation if it changed.
 */
async function keepReportOnPhone(data: FormData, auditId: string, report: Report) {
  const value = (name: string) => String(data.get(name) ?? "").trim();
  for (const f of report.findings) {
    const finding = value(`finding-${f.number}`);
    const notes = value(`notes-${f.number}`);
    if (finding === (f.finding ?? "") && notes === (f.notes ?? "").trim()) continue;
    await queueChange(
      {
        key: crypto.randomUUID(),
        kind: "finding",
        standardNumber: f.number,
        finding,
        notes,
        base: f.updatedAt,
      },
      auditId,
    );
  }
  const recommendation = value("recommendation");
  const recommendationNotes = value("recommendationNotes");
  const seen = {
    recommendation: report.recommendation ?? "",
    recommendationNotes: (report.recommendationNotes ?? "").trim(),
  };
  if (recommendation !== seen.recommendation || recommendationNotes !== seen.recommendationNotes) {
    await queueChange(
      {
        key: crypto.randomUUID(),
        kind: "recommendation",
        recommendation,
        recommendationNotes,
        base: seen,
      },
      auditId,
    );
  }
}

/** The page's answer when the report was kept on the device instead of sent. */
export type KeptOnPhone = KeptOnDevice & {
  ok: true;
  intent: "report" | "complete";
  message: "";
};

/**
 * The audit page's client action: the report is posted as usual, but without
 * a connection (the browser knows it is offline, or the post fails on the
 * network, as under a roof with a signal that comes and goes) it is kept on
 * the device and sent later, instead of the error screen. Other intents, and
 * the server's own answers (errors included), go through unchanged.
 */
export async function sendReportOrKeep<T>(
  request: Request,
  auditId: string,
  serverAction: () => Promise<T>,
): Promise<T | KeptOnPhone> {
  const data = await request.clone().formData();
  const intent = data.get("intent");
  const report = shown.get(auditId);
  if ((intent !== "report" && intent !== "complete") || !report) return serverAction();
  const keep = async (): Promise<KeptOnPhone> => {
    await keepReportOnPhone(data, auditId, report);
    return { ok: true, intent, message: "", keptOnDevice: true };
  };
  if (!navigator.onLine) return keep();
  try {
    return await serverAction();
  } catch (error) {
    // fetch's own failure (no answer at all); an answer the server gave is not this.
    if (error instanceof TypeError) return keep();
    throw error;
  }
}
