import type { ReactNode, RefObject } from "react";
import { FormattedMessage } from "react-intl";
import { Form, Link } from "react-router";
import { defineMessages } from "~/lib/i18n/messages";
import { SubmitButton } from "./form";

const m = defineMessages({
  cancel: { id: "ui.confirm.cancel", defaultMessage: "Cancel" },
});

const tones = {
  danger: {
    box: "border-red-300 bg-red-50",
    text: "text-red-900",
    button: "bg-red-700 hover:bg-red-800",
  },
  warning: {
    box: "border-orange-300 bg-orange-50",
    text: "text-orange-950",
    button: "bg-orange-800 hover:bg-orange-900",
  },
  /** A decision that is not a loss (an approval): the programme's own colour. */
  neutral: {
    box: "border-slate-300 bg-slate-50",
    text: "text-slate-900",
    button: "bg-brand-700 hover:bg-brand-800",
  },
} as const;

/**
 * The one confirmation box (decision 083): the second step of a destructive
 * action, which works without JavaScript. The first post answers "confirm";
 * the screen then shows this box, which posts the same fields again with
 * `confirm=yes`. Cancel is a link back to the screen. With JavaScript a screen
 * may open the same question in a `ConfirmDialog` first.
 */
export function ConfirmBox({
  message,
  title,
  details,
  fields,
  confirmField = "confirm",
  confirmLabel,
  cancelTo,
  cancelLabel,
  pending,
  pendingLabel,
  tone = "danger",
  confirmClassName,
  preventScrollReset,
  id,
}: {
  message: ReactNode;
  /**
   * A question as the box's heading ("Reject this application?"): the box is
   * then an alert dialog named by it, described by the message, and the
   * confirm button takes the focus (a decision step the screen moved to).
   * Without one the message is announced as an alert.
   */
  title?: ReactNode;
  /** What is confirmed, shown under the message (e.g. the reason given). */
  details?: ReactNode;
  /** The fields posted again with the confirmation (the intent and its values). */
  fields: Record<string, string | undefined>;
  /** The field that says "confirmed" (`yes`). */
  confirmField?: string;
  confirmLabel: string;
  cancelTo: string;
  /** The cancel link's text (default "Cancel"). */
  cancelLabel?: string;
  pending?: boolean;
  pendingLabel?: string;
  /** Danger (red) for what cannot be undone; warning (orange) for what can (a suspension); neutral for a decision that is not a loss. */
  tone?: keyof typeof tones;
  /** The confirm button's colours, when the decision has its own (replaces the tone's). */
  confirmClassName?: string;
  preventScrollReset?: boolean;
  /** With a title: the ids of the heading (`id`) and the message (`${id}-body`). */
  id?: string;
}) {
  const look = tones[tone];
  const titleId = id ?? "confirm-box";
  const buttons = (
    <div className="mt-3 flex flex-wrap gap-3">
      <SubmitButton
        pending={pending}
        pendingLabel={pendingLabel}
        className={confirmClassName ?? look.button}
        autoFocus={title ? true : undefined}
      >
        {confirmLabel}
      </SubmitButton>
      <Link
        to={cancelTo}
        preventScrollReset={preventScrollReset}
        className="rounded-md border border-slate-300 bg-white px-4 py-2 text-slate-800 hover:bg-slate-50"
      >
        {cancelLabel ?? <FormattedMessage {...m.cancel} />}
      </Link>
    </div>
  );
  const hidden = (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value ?? ""} />
      ))}
      <input type="hidden" name={confirmField} value="yes" />
    </>
  );
  if (title) {
    return (
      <div
        role="alertdialog"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-body`}
        className={`rounded-md border p-4 ${look.box}`}
      >
        <h3 id={titleId} className={`font-semibold break-words ${look.text}`}>
          {title}
        </h3>
        <div id={`${titleId}-body`} className={`mt-2 text-sm ${look.text}`}>
          {message}
        </div>
        {details ? <div className="mt-3">{details}</div> : null}
        <Form method="post" noValidate preventScrollReset={preventScrollReset}>
          {hidden}
          {buttons}
        </Form>
      </div>
    );
  }
  return (
    <Form
      method="post"
      noValidate
      preventScrollReset={preventScrollReset}
      className={`rounded-md border p-4 ${look.box}`}
    >
      {hidden}
      <div className={`font-medium ${look.text}`} role="alert">
        {message}
      </div>
      {details ? <div className="mt-3">{details}</div> : null}
      {buttons}
    </Form>
  );
}

/**
 * A modal confirmation with JavaScript: a native <dialog> opened with
 * `dialogRef.current?.showModal()` (focus moves in, to the element marked
 * `autoFocus`; Escape closes; focus returns to the opener). Screens keep the
 * inline `ConfirmBox` step for visitors without JavaScript.
 *
 * `id` names the title (`${id}-title`) and description (`${id}-body`).
 */
export function ConfirmDialog({
  dialogRef,
  id,
  title,
  description,
  children,
  onClose,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  id: string;
  title: string;
  description: ReactNode;
  /** The confirming form and its buttons (use DialogCancelButton to close). */
  children: ReactNode;
  onClose?: () => void;
}) {
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg border border-slate-200 p-6 text-left shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold break-words text-slate-900">
        {title}
      </h2>
      <div id={`${id}-body`} className="mt-2 text-sm text-slate-700">
        {description}
      </div>
      <div className="mt-4">{children}</div>
    </dialog>
  );
}

/** Closes the dialog it sits in. */
export function DialogCancelButton({
  autoFocus,
  children,
}: {
  autoFocus?: boolean;
  /** The button's text (default "Cancel"). */
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      autoFocus={autoFocus}
      onClick={(event) => event.currentTarget.closest("dialog")?.close()}
      className="rounded-md border border-slate-400 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      {children ?? <FormattedMessage {...m.cancel} />}
    </button>
  );
}
