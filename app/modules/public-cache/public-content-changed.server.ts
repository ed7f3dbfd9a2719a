import { sql } from "drizzle-orm";
import type { BackgroundJob } from "~/lib/background-jobs.server";
import { getDatabase, getDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import {
  listenForPublicContentChanges,
  processOrigin,
  type PublicContentListener,
} from "./public-content-notifications.server";
import { publicPageCache } from "./public-page-cache.server";

function clearHere(reason: string) {
  publicPageCache.clear();
  logger.debug({ reason }, "public page cache cleared");
}

/**
 * "What anonymous visitors see may have changed" — called after the commit of
 * every write that changes a public page: a certificate issued, renewed,
 * revoked or expired, a blog post published or changed, the operations
 * manual edited (decision 035). The writers call it; this module imports
 * none of them (it sits below every module that changes public content,
 * decision 082). Clears this process's public page cache at once and, on
 * PostgreSQL, tells every other server process — on this host or another —
 * through NOTIFY (decision 046).
 */
export function publicContentChanged(reason: string) {
  clearHere(reason);
  active?.notify(reason).catch((error: unknown) => {
    logger.warn({ err: error, reason }, "public content notification not sent");
  });
}

let active: PublicContentListener | undefined;

/** Resolves once this process listens for other processes' changes (at once without PostgreSQL). */
export function publicContentNotificationsReady(): Promise<void> {
  return active?.ready ?? Promise.resolve();
}

/**
 * Background job: with PostgreSQL, listens for other processes' "public
 * content changed" notifications and clears this process's cache on each.
 * The embedded database serves one process, so it has nobody to tell.
 */
export const publicContentNotificationsJob: BackgroundJob = {
  name: "public-content-notifications",
  start() {
    const { url } = getDatabase();
    if (!url) return () => {};
    const listener = listenForPublicContentChanges({
      databaseUrl: url,
      origin: processOrigin,
      onChange: (reason) => clearHere(reason),
      send: async (channel, payload) => {
        await getDb().execute(sql`select pg_notify(${channel}, ${payload})`);
      },
    });
    active = listener;
    return async () => {
      if (active === listener) active = undefined;
      await listener.stop();
    };
  },
};
