import type { SyncAnswer } from "../audit-sync-rules";
import {
  keepRefused,
  removeChange,
  waitingChanges,
  type QueuedChange,
  type QueuedPhoto,
} from "./field-store";

let running: Promise<SendResult> | null = null;

export type SendResult = { sent: number; refused: number; stopped: boolean };

/**
 * Posts one photo of a finding for a JSON answer (the page’s upload, and a
 * photo kept on the phone sent later): its client key makes a second post
 * of the same photo harmless.
 */
export function postPhoto(
  auditId: string,
  photo: Pick<QueuedPhoto, "key" | "standardNumber" | "keepLocation" | "name" | "blob">,
): Promise<Response> {
  const body = new FormData();
  body.set("standardNumber", photo.standardNumber);
  body.set("clientKey", photo.key);
  if (photo.keepLocation) body.set("keepLocation", "yes");
  body.set("files", photo.blob, photo.name);
  return fetch(`/dashboard/audits/${auditId}/photos`, {
    method: "POST",
    body,
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  });
}

/** Sends one kept change; null when there is no connection (try again later). */
async function send(change: QueuedChange): Promise<"accepted" | "refused" | null> {
  let response: Response;
  try {
    if (change.kind === "photo") {
      response = await postPhoto(change.auditId, change);
    } else {
      const { auditId: _a, seq: _s, savedAt: _t, ...payload } = change;
      response = await fetch(`/dashboard/audits/${change.auditId}/sync`, {
        method: "POST",
        body: JSON.stringify(payload),
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        credentials: "same-origin",
      });
    }
  } catch {
    return null;
  }
  // Signed out, or the server is down: kept for later.
  if (response.status === 401 || response.status >= 500) return null;
  const body = (await response.json().catch(() => null)) as
    (SyncAnswer & { message?: string }) | { ok: boolean; message?: string } | null;
  if (change.kind === "photo") {
    if (response.ok) {
      await removeChange(change.key);
      return "accepted";
    }
    await keepRefused(change, {
      outcome: "refused",
      reason: "photo",
      message: body?.message ?? String(response.status),
    });
    return "refused";
  }
  if (response.ok && body && "outcome" in body && body.outcome === "accepted") {
    await removeChange(change.key);
    return "accepted";
  }
  if (response.ok && body && "outcome" in body && body.outcome === "refused") {
    await keepRefused(change, body);
    return "refused";
  }
  // Not found (no longer this person's audit) or unreadable: refused, kept to be seen.
  await keepRefused(change, {
    key: change.key,
    outcome: "refused",
    reason: response.status === 404 ? "forbidden" : "invalid",
    message: body?.message ?? String(response.status),
  });
  return "refused";
}

/**
 * Sends what the device kept, oldest first, one at a time: each change is
 * removed once the server answered it (accepted, or refused and kept to be
 * shown); at the first failure of the connection the rest waits. One run at
 * a time per tab; the server's idempotency keys make a second tab harmless.
 */
export function sendWaitingChanges(): Promise<SendResult> {
  running ??= (async () => {
    const result: SendResult = { sent: 0, refused: 0, stopped: false };
    try {
      for (const change of await waitingChanges()) {
        const outcome = await send(change);
        if (outcome === null) {
          result.stopped = true;
          break;
        }
        if (outcome === "accepted") result.sent++;
        else result.refused++;
      }
    } finally {
      running = null;
    }
    return result;
  })();
  return running;
}
