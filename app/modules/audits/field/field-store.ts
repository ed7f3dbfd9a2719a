import type { SyncAnswer, SyncChange } from "../audit-sync-rules";
import { FIELD_DB, FIELD_PREFIX } from "./field-constants";

/**
 * What the examiner's device keeps (issue 37): changes waiting to be sent, in
 * the order they were made, and the server's refusals until the examiner
 * dismisses them. A small IndexedDB store written here (three object stores,
 * a handful of calls: a library would add more than it saves).
 */
export type QueuedPhoto = {
  key: string;
  kind: "photo";
  standardNumber: string;
  keepLocation: boolean;
  name: string;
  blob: Blob;
};

export type QueuedChange = (SyncChange | QueuedPhoto) & {
  auditId: string;
  /** The order of sending. */
  seq: number;
  savedAt: string;
};

export type RefusedChange = {
  key: string;
  auditId: string;
  change: QueuedChange;
  answer:
    | Extract<SyncAnswer, { outcome: "refused" }>
    | { outcome: "refused"; reason: "photo"; message: string };
  refusedAt: string;
};

const QUEUE = "queue";
const REFUSED = "refused";
const META = "meta";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB request failed"));
  });
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(FIELD_DB, 1);
    req.onupgradeneeded = () => {
      const db = req.result;
      db.createObjectStore(QUEUE, { keyPath: "key" }).createIndex("seq", "seq");
      db.createObjectStore(REFUSED, { keyPath: "key" });
      db.createObjectStore(META);
    };
    req.onsuccess = () => {
      const db = req.result;
      // Another tab deleting the database (sign-out) closes this connection.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    req.onerror = () => {
      opening = null;
      reject(req.error ?? new Error("IndexedDB could not be opened"));
    };
  });
  return opening;
}

async function store(name: string, mode: IDBTransactionMode) {
  const db = await open();
  return db.transaction(name, mode).objectStore(name);
}

/** Notifies the page (and other tabs) that what the device holds changed. */
function changed() {
  window.dispatchEvent(new Event(`${FIELD_PREFIX}-changed`));
  try {
    const channel = new BroadcastChannel(FIELD_PREFIX);
    channel.postMessage("changed");
    channel.close();
  } catch {
    // No BroadcastChannel: this tab only.
  }
}

export async function queueChange(
  change: SyncChange | QueuedPhoto,
  auditId: string,
): Promise<void> {
  const item: QueuedChange = {
    ...change,
    auditId,
    seq: Date.now() * 1000 + Math.floor(Math.random() * 1000),
    savedAt: new Date().toISOString(),
  };
  await request((await store(QUEUE, "readwrite")).put(item));
  changed();
}

/** The changes waiting to be sent, oldest first (of one audit, or all). */
export async function waitingChanges(auditId?: string): Promise<QueuedChange[]> {
  const all = await request(
    (await store(QUEUE, "readonly")).index("seq").getAll() as IDBRequest<QueuedChange[]>,
  );
  return auditId ? all.filter((c) => c.auditId === auditId) : all;
}

export async function removeChange(key: string): Promise<void> {
  await request((await store(QUEUE, "readwrite")).delete(key));
  changed();
}

/** A change the server refused: kept (and shown) until the examiner dismisses it. */
export async function keepRefused(change: QueuedChange, answer: RefusedChange["answer"]) {
  const db = await open();
  const tx = db.transaction([QUEUE, REFUSED], "readwrite");
  tx.objectStore(REFUSED).put({
    key: change.key,
    auditId: change.auditId,
    change,
    answer,
    refusedAt: new Date().toISOString(),
  } satisfies RefusedChange);
  tx.objectStore(QUEUE).delete(change.key);
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error("IndexedDB write failed"));
  });
  changed();
}

export async function refusedChanges(auditId?: string): Promise<RefusedChange[]> {
  const all = await request(
    (await store(REFUSED, "readonly")).getAll() as IDBRequest<RefusedChange[]>,
  );
  const mine = auditId ? all.filter((c) => c.auditId === auditId) : all;
  return mine.sort((a, b) => a.change.seq - b.change.seq);
}

export async function dismissRefused(key: string): Promise<void> {
  await request((await store(REFUSED, "readwrite")).delete(key));
  changed();
}

export async function deviceOwner(): Promise<string | undefined> {
  return request((await store(META, "readonly")).get("owner") as IDBRequest<string | undefined>);
}

export async function setDeviceOwner(userId: string): Promise<void> {
  await request((await store(META, "readwrite")).put(userId, "owner"));
}

/**
 * Everything the device holds for the dashboard: the store (waiting and
 * refused changes) and the service worker's caches. On sign-out and when
 * another person signs in on this device.
 */
export async function clearDevice(): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  if (typeof indexedDB !== "undefined") {
    tasks.push(
      (async () => {
        if (opening) (await opening.catch(() => null))?.close();
        opening = null;
        await new Promise<void>((resolve) => {
          const req = indexedDB.deleteDatabase(FIELD_DB);
          req.onsuccess = req.onerror = req.onblocked = () => resolve();
        });
      })(),
    );
  }
  if (typeof caches !== "undefined") {
    tasks.push(
      caches
        .keys()
        .then((names) =>
          Promise.all(names.filter((n) => n.startsWith(FIELD_PREFIX)).map((n) => caches.delete(n))),
        ),
    );
  }
  navigator.serviceWorker?.controller?.postMessage({ type: "clear" });
  await Promise.allSettled(tasks);
}

/** Subscribes to changes of what the device holds (this tab and others). */
export function onDeviceChange(listener: () => void): () => void {
  const name = `${FIELD_PREFIX}-changed`;
  window.addEventListener(name, listener);
  let channel: BroadcastChannel | null = null;
  try {
    channel = new BroadcastChannel(FIELD_PREFIX);
    channel.onmessage = listener;
  } catch {
    channel = null;
  }
  return () => {
    window.removeEventListener(name, listener);
    channel?.close();
  };
}
