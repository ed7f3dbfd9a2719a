import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useBlocker } from "react-router";
import { ConfirmDialog, DialogCancelButton } from "~/components/confirm-dialog";
import { defineMessages } from "~/lib/i18n/messages";

export const unsavedChangesTexts = defineMessages({
  title: { id: "editor.unsaved.title", defaultMessage: "Leave without saving?" },
  body: {
    id: "editor.unsaved.body",
    defaultMessage: "Your changes on this page are not saved yet. If you leave now, they are lost.",
  },
  leave: { id: "editor.unsaved.leave", defaultMessage: "Leave without saving" },
  stay: { id: "editor.unsaved.stay", defaultMessage: "Stay on this page" },
});

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
  const intl = useIntl();
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
      title={intl.formatMessage(unsavedChangesTexts.title)}
      description={
        <p>
          <FormattedMessage {...unsavedChangesTexts.body} />
        </p>
      }
      onClose={() => {
        if (blocker.state === "blocked") blocker.reset();
      }}
    >
      <div className="flex flex-wrap gap-3">
        <DialogCancelButton autoFocus>
          <FormattedMessage {...unsavedChangesTexts.stay} />
        </DialogCancelButton>
        <button
          type="button"
          onClick={() => {
            dirty.current = false;
            if (blocker.state === "blocked") blocker.proceed();
            dialog.current?.close();
          }}
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          <FormattedMessage {...unsavedChangesTexts.leave} />
        </button>
      </div>
    </ConfirmDialog>
  );
  return { dirty, warning };
}
