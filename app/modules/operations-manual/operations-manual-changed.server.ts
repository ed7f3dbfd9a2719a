import { logger } from "~/lib/logger.server";

/**
 * "The operations manual changed" — called once after every committed change
 * to the manual (a section saved, restored, added, moved or removed; a chapter
 * added, renamed, moved or removed). A public-page cache hooks in here with
 * `onOperationsManualChanged(listener)` (decision 027).
 */
export type OperationsManualChange = { reason: string; paths: string[] };
type Listener = (change: OperationsManualChange) => void | Promise<void>;
const listeners = new Set<Listener>();

export function onOperationsManualChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function operationsManualChanged(reason: string) {
  const change: OperationsManualChange = { reason, paths: ["/operations-manual"] };
  logger.info({ reason }, "operations manual changed");
  for (const listener of listeners) {
    try {
      await listener(change);
    } catch (error) {
      logger.error({ err: error, reason }, "operations manual change listener failed");
    }
  }
}
