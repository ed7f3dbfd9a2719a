import type { ReactNode, RefObject } from "react";
import { Form, Link } from "react-router";
import { SubmitButton } from "./form";

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
  fields,
  confirmLabel,
  cancelTo,
  cancelLabel = "Cancel",
  pending,
  pendingLabel,
  tone = "danger",
}: {
  message: ReactNode;
  /** The fields posted again with the confirmation (the intent and its values). */
  fields: Record<string, string | undefined>;
  confirmLabel: string;
  cancelTo: string;
  cancelLabel?: string;
  pending?: boolean;
  pendingLabel?: string;
  /** Danger (red) for what cannot be undone; warning (orange) for what can (a suspension). */
  tone?: "danger" | "warning";
}) {
  const look = tones[tone];
  return (
    <Form method="post" noValidate className={`rounded-md border p-4 ${look.box}`}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value ?? ""} />
      ))}
      <input type="hidden" name="confirm" value="yes" />
      <div className={`font-medium ${look.text}`} role="alert">
        {message}
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <SubmitButton pending={pending} pendingLabel={pendingLabel} className={look.button}>
          {confirmLabel}
        </SubmitButton>
        <Link
          to={cancelTo}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-slate-800 hover:bg-slate-50"
        >
          {cancelLabel}
        </Link>
      </div>
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
  children = "Cancel",
}: {
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      autoFocus={autoFocus}
      onClick={(event) => event.currentTarget.closest("dialog")?.close()}
      className="rounded-md border border-slate-400 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      {children}
    </button>
  );
}
