import { logger } from "~/lib/logger.server";
import { publicContentChanged } from "~/modules/public-cache/index.server";

/**
 * "The operations manual changed" — called once after every committed change
 * to the manual (a section saved, restored, added, moved or removed; a chapter
 * added, renamed, moved or removed). It tells the public page cache itself
 * (`publicContentChanged`, decision 035: the cache is a lower module and knows
 * nothing of the manual, decision 082); other listeners hook in here with
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
  publicContentChanged(`operations manual: ${reason}`);
  for (const listener of listeners) {
    try {
      await listener(change);
    } catch (error) {
      logger.error({ err: error, reason }, "operations manual change listener failed");
    }
  }
}
