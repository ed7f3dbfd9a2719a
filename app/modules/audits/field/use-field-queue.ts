import { useCallback, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import {
  dismissRefused,
  onDeviceChange,
  refusedChanges,
  waitingChanges,
  type QueuedChange,
  type RefusedChange,
} from "./field-store";
import { sendWaitingChanges } from "./field-sync";

export type FieldQueue = {
  /** Known once the page runs in the browser (null: server render, or no IndexedDB). */
  ready: boolean;
  online: boolean;
  sending: boolean;
  waiting: QueuedChange[];
  refused: RefusedChange[];
  dismiss: (key: string) => Promise<void>;
  /** Sends what is waiting now (when the connection is back). */
  sendNow: () => Promise<void>;
};

/**
 * The device's changes of one audit (issue 37): those waiting to be sent and
 * those refused. Sends the waiting ones when the page opens online and
 * whenever the connection returns; the page's data is reloaded after.
 */
export function useFieldQueue(auditId: string): FieldQueue {
  const revalidator = useRevalidator();
  const [ready, setReady] = useState(false);
  const [online, setOnline] = useState(true);
  const [sending, setSending] = useState(false);
  const [waiting, setWaiting] = useState<QueuedChange[]>([]);
  const [refused, setRefused] = useState<RefusedChange[]>([]);

  const reload = useCallback(async () => {
    try {
      const [w, r] = await Promise.all([waitingChanges(auditId), refusedChanges(auditId)]);
      setWaiting(w);
      setRefused(r);
      setReady(true);
    } catch {
      setReady(false);
    }
  }, [auditId]);

  const sendNow = useCallback(async () => {
    if (!navigator.onLine) return;
    setSending(true);
    try {
      const result = await sendWaitingChanges();
      if (result.sent + result.refused > 0) await revalidator.revalidate();
    } finally {
      setSending(false);
      await reload();
    }
  }, [reload, revalidator]);

  useEffect(() => {
    setOnline(navigator.onLine);
    void reload().then(() => (navigator.onLine ? sendNow() : undefined));
    const up = () => {
      setOnline(true);
      void sendNow();
    };
    const down = () => setOnline(false);
    window.addEventListener("online", up);
    window.addEventListener("offline", down);
    const stop = onDeviceChange(() => void reload());
    // The "online" event can come before the network really answers: try again now and then.
    const retry = window.setInterval(() => {
      if (navigator.onLine) {
        void waitingChanges(auditId).then((w) => (w.length > 0 ? sendNow() : undefined));
      }
    }, 15_000);
    return () => {
      window.clearInterval(retry);
      window.removeEventListener("online", up);
      window.removeEventListener("offline", down);
      stop();
    };
    // Once per audit page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auditId]);

  return {
    ready,
    online,
    sending,
    waiting,
    refused,
    dismiss: async (key) => {
      await dismissRefused(key);
      await reload();
    },
    sendNow,
  };
}
