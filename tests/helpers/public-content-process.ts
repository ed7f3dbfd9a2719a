// The "other server process" of
// app/modules/public-cache/public-content-notifications.db.test.ts: listens
// like a server process does, then reports one public content change (as a
// revocation does after its commit) and exits.
import { closeDatabase } from "~/lib/db.server";
import {
  publicContentChanged,
  publicContentNotificationsJob,
  publicContentNotificationsReady,
} from "~/modules/public-cache/public-content-changed.server";

const stop = publicContentNotificationsJob.start();
await publicContentNotificationsReady();
publicContentChanged(process.env.REASON ?? "certificate revoked");
// NOTIFY goes out through the pool: give it a moment before closing.
await new Promise((r) => setTimeout(r, 300));
await stop();
await closeDatabase();
