import type { ReactNode, RefObject } from "react";

/**
 * A modal confirmation with JavaScript: a native <dialog> opened with
 * `dialogRef.current?.showModal()` (focus moves in, to the element marked
 * `autoFocus`; Escape closes; focus returns to the opener). Screens keep an
 * inline confirmation step for visitors without JavaScript.
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
