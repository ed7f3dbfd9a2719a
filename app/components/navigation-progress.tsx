import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useFetchers, useNavigation } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";

const m = defineMessages({
  loading: { id: "ui.navigationProgress.loading", defaultMessage: "Loading…" },
});

/** How long a page load may take before the bar shows (no flicker on fast loads). */
const SHOW_AFTER_MS = 150;

function clearPending(button: HTMLElement) {
  delete button.dataset.pending;
  button.removeAttribute("aria-busy");
}

function clearPendingButtons() {
  for (const button of document.querySelectorAll<HTMLElement>("[data-pending]")) {
    clearPending(button);
  }
}

/**
 * Feedback for every page load and every form (issue 12): a thin progress bar
 * at the top while a navigation or submission is under way, announced once to
 * screen readers; and the button that submitted a form is marked pending
 * (`data-pending`, `aria-busy`: styled in app.css, further clicks ignored)
 * until the answer arrives. One component in the root layout, so no button
 * needs its own pending code (SubmitButton still takes an explicit `pending`).
 */
export function NavigationProgress() {
  const intl = useIntl();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const [visible, setVisible] = useState(false);
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    function onSubmit(event: SubmitEvent) {
      const submitter = event.submitter;
      if (!(submitter instanceof HTMLElement)) return;
      submitter.dataset.pending = "true";
      submitter.setAttribute("aria-busy", "true");
      // A submission that started nothing (a confirmation declined, a full-page
      // POST leaving the page) does not leave the button stuck.
      window.setTimeout(() => {
        if (!busyRef.current) clearPending(submitter);
      }, 400);
    }
    // Capture: before React's handlers, which prevent the browser's own submit.
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, []);

  useEffect(() => {
    if (!busy) {
      clearPendingButtons();
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return (
    <>
      <div
        aria-hidden
        data-testid="navigation-progress"
        data-state={visible ? "loading" : "idle"}
        className={`navigation-progress ${visible ? "is-loading" : ""}`}
      />
      {/* aria-live without role="status": pages keep their one status region. */}
      <p className="sr-only" aria-live="polite">
        {visible ? intl.formatMessage(m.loading) : ""}
      </p>
    </>
  );
}
