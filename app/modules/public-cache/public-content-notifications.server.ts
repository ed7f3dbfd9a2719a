import crypto from "node:crypto";
import pg from "pg";
import { logger } from "~/lib/logger.server";

/**
 * "Public content changed" between server processes and hosts that share one
 * PostgreSQL database (decision 046): each process LISTENs on one channel and
 * NOTIFYs it after a write that changes public pages, so every other process,
 * on this host or another, drops its page cache within milliseconds instead
 * of waiting for the cache's time to live.
 */
export const PUBLIC_CONTENT_CHANNEL = "hap_public_content";

/** This process's name in notifications: its own notifications are ignored. */
export const processOrigin = `${process.pid}-${crypto.randomUUID()}`;

type Payload = { origin: string; reason: string };

export function encodeNotification(payload: Payload): string {
  // NOTIFY payloads are limited to 8000 bytes; a reason is a short sentence.
  return JSON.stringify({ origin: payload.origin, reason: payload.reason.slice(0, 200) });
}

export function decodeNotification(text: string | undefined): Payload | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Payload>;
    if (typeof value.origin !== "string") return null;
    return { origin: value.origin, reason: String(value.reason ?? "another process") };
  } catch {
    return null;
  }
}

export type PublicContentListener = {
  /** Sends a notification to every listening process (its own listener ignores it). */
  notify(reason: string): Promise<void>;
  /** Resolves once the first LISTEN is in place (tests and start-up). */
  ready: Promise<void>;
  stop(): Promise<void>;
};

/**
 * Opens a dedicated connection that LISTENs on the channel and calls
 * `onChange` for every notification from another origin. A lost connection
 * is re-opened with back-off; on reconnecting `onChange` is called once too,
 * since notifications sent while it was down are lost. Notifications are
 * sent through `send` (the app's pool) so a busy listener never delays them.
 */
export function listenForPublicContentChanges(options: {
  databaseUrl: string;
  origin: string;
  onChange: (reason: string) => void;
  send: (channel: string, payload: string) => Promise<void>;
  retryMs?: number;
}): PublicContentListener {
  const { databaseUrl, origin, onChange, send } = options;
  const retryMs = options.retryMs ?? 1_000;
  let client: pg.Client | undefined;
  let stopped = false;
  let connectedOnce = false;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
  };

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on("notification", (message) => {
      if (message.channel !== PUBLIC_CONTENT_CHANNEL) return;
      const payload = decodeNotification(message.payload);
      if (!payload || payload.origin === origin) return;
      onChange(payload.reason);
    });
    next.on("error", (error) => {
      logger.warn({ err: error }, "public content notifications: connection lost");
    });
    next.on("end", () => {
      if (client === next) client = undefined;
      scheduleReconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${PUBLIC_CONTENT_CHANNEL}`);
      if (stopped) {
        await next.end();
        return;
      }
      if (connectedOnce) onChange("notifications reconnected");
      connectedOnce = true;
      markReady();
    } catch (error) {
      logger.warn({ err: error }, "public content notifications: could not listen; retrying");
      next.removeAllListeners("end");
      await next.end().catch(() => undefined);
      if (client === next) client = undefined;
      scheduleReconnect();
    }
  }

  void connect();

  return {
    ready,
    async notify(reason) {
      await send(PUBLIC_CONTENT_CHANNEL, encodeNotification({ origin, reason }));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => undefined);
      }
    },
  };
}
