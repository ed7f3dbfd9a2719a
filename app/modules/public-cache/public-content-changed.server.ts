import cluster from "node:cluster";
import { logger } from "~/lib/logger.server";
import { onBlogPostChanged } from "~/modules/blog/blog-post-changed.server";
import { onOperationsManualChanged } from "~/modules/operations-manual/operations-manual-changed.server";
import { publicPageCache } from "./public-page-cache.server";

/** The message cluster workers exchange (through the primary) when public content changed. */
export const PUBLIC_CONTENT_CHANGED_MESSAGE = "hap:public-content-changed";

type Listener = (reason: string) => void;
const listeners = new Set<Listener>();

/** Other per-process caches of public content (e.g. certificate PDFs) drop their entries here. */
export function onPublicContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function clearHere(reason: string) {
  publicPageCache.clear();
  for (const listener of listeners) {
    try {
      listener(reason);
    } catch (error) {
      logger.error({ err: error, reason }, "public content listener failed");
    }
  }
}

/**
 * "What anonymous visitors see may have changed" — called after the commit of
 * every write that changes a public page: a certificate issued, renewed,
 * revoked or expired, a blog post published or changed, the operations
 * manual edited (decision 035). Clears this process's public page cache at
 * once and tells the other processes of a cluster (WEB_CONCURRENCY).
 */
export function publicContentChanged(reason: string) {
  clearHere(reason);
  if (cluster.isWorker && process.connected) {
    process.send?.({ type: PUBLIC_CONTENT_CHANGED_MESSAGE, reason }, undefined, {}, () => {});
  }
}

// A message from the primary: another worker changed public content.
if (cluster.isWorker) {
  process.on("message", (message: unknown) => {
    if (
      message &&
      typeof message === "object" &&
      (message as { type?: unknown }).type === PUBLIC_CONTENT_CHANGED_MESSAGE
    ) {
      clearHere(String((message as { reason?: unknown }).reason ?? "another process"));
    }
  });
}

onBlogPostChanged((change) => publicContentChanged(`blog post ${change.kind}`));
onOperationsManualChanged((change) => publicContentChanged(`operations manual: ${change.reason}`));
