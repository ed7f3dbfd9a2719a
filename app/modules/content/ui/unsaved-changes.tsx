import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog, DialogCancelButton } from "~/components/confirm-dialog";

export const unsavedChangesTexts = {
  title: "Leave without saving?",
  body: "Your changes on this page are not saved yet. If you leave now, they are lost.",
  leave: "Leave without saving",
  stay: "Stay on this page",
} as const;

/**
 * The editors' unsaved-change warning (decision 060): while `dirty` is true,
 * leaving the page asks first — the browser's own question when the page is
 * reloaded, closed or left for another site (`beforeunload`), and a dialog
 * when a link inside the app is followed. The editor sets `dirty` on every
 * change and clears it when it saves (a submit, an autosave). Render the
 * returned element once in the editor.
 */
export function useUnsavedChangesWarning(): {
  dirty: RefObject<boolean>;
  warning: ReactNode;
} {
  const dirty = useRef(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
  // Another page of the app (a form submission is not blocked: the editor clears `dirty` first).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const element = dialog.current;
    if (blocker.state === "blocked" && element && !element.open) element.showModal();
  }, [blocker.state]);

  const warning = (
    <ConfirmDialog
      dialogRef={dialog}
      id="unsaved-changes"
      title={unsavedChangesTexts.title}
      description={<p>{unsavedChangesTexts.body}</p>}
      onClose={() => {
        if (blocker.state === "blocked") blocker.reset();
      }}
    >
      <div className="flex flex-wrap gap-3">
        <DialogCancelButton autoFocus>{unsavedChangesTexts.stay}</DialogCancelButton>
        <button
          type="button"
          onClick={() => {
            dirty.current = false;
            if (blocker.state === "blocked") blocker.proceed();
            dialog.current?.close();
          }}
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          {unsavedChangesTexts.leave}
        </button>
      </div>
    </ConfirmDialog>
  );
  return { dirty, warning };
}
