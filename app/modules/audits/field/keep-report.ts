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

/** The page's answer when the report (or a photo's deletion) was kept on the device instead of sent. */
export type KeptOnPhone = KeptOnDevice & {
  ok: true;
  intent: "report" | "complete" | "deletePhoto";
  message: "";
};

/** A photo's deletion asked for without a connection: confirmed on the device, as the server would. */
export type DeletionToConfirm = KeptOnDevice & {
  ok: false;
  intent: "deletePhoto";
  message: "";
  confirm: "deletePhoto";
  photoId: string;
};

/**
 * Keeps a photo's deletion on the device: the first post asks for the
 * confirmation (as the server does), the confirmed one is queued.
 */
async function keepPhotoDeletion(
  data: FormData,
  auditId: string,
  report: Report,
): Promise<KeptOnPhone | DeletionToConfirm | null> {
  const photoId = String(data.get("photoId") ?? "");
  for (const f of report.findings) {
    const index = f.photos.findIndex((p) => p.id === photoId);
    if (index < 0) continue;
    if (data.get("confirm") !== "yes") {
      const ask = {
        ok: false,
        intent: "deletePhoto",
        message: "",
        confirm: "deletePhoto",
      } as const;
      return { ...ask, photoId, keptOnDevice: true };
    }
    await queueChange(
      {
        key: crypto.randomUUID(),
        kind: "photoDeletion",
        photoId,
        standardNumber: f.number,
        index: index + 1,
      },
      auditId,
    );
    return { ok: true, intent: "deletePhoto", message: "", keptOnDevice: true };
  }
  // Not a photo the page showed: the server answers (or the error screen says why not).
  return null;
}

/**
 * The audit page's client action: the report (or a photo's deletion) is
 * posted as usual, but without a connection (the browser knows it is
 * offline, or the post fails on the network, as under a roof with a signal
 * that comes and goes) it is kept on the device and sent later, instead of
 * the error screen. Other intents, and the server's own answers (errors
 * included), go through unchanged.
 */
export async function sendReportOrKeep<T>(
  request: Request,
  auditId: string,
  serverAction: () => Promise<T>,
): Promise<T | KeptOnPhone | DeletionToConfirm> {
  const data = await request.clone().formData();
  const intent = data.get("intent");
  const report = shown.get(auditId);
  if (!report) return serverAction();
  let keep: () => Promise<KeptOnPhone | DeletionToConfirm | null>;
  if (intent === "report" || intent === "complete") {
    keep = async () => {
      await keepReportOnPhone(data, auditId, report);
      return { ok: true, intent, message: "", keptOnDevice: true };
    };
  } else if (intent === "deletePhoto") {
    keep = () => keepPhotoDeletion(data, auditId, report);
  } else {
    return serverAction();
  }
  if (!navigator.onLine) return (await keep()) ?? serverAction();
  try {
    return await serverAction();
  } catch (error) {
    // fetch's own failure (no answer at all); an answer the server gave is not this.
    if (error instanceof TypeError) {
      const kept = await keep();
      if (kept) return kept;
    }
    throw error;
  }
}
