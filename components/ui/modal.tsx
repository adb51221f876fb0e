"use client";

import X from "lucide-react/icons/x";
import { useEffect, useId, useRef } from "react";
import { useHydrated } from "./use-hydrated";

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  /** Hide the corner close button when the dialog's own buttons are the only ways out. */
  showClose?: boolean;
  /** The dialog's id, for a trigger that opens it without JavaScript (commandfor; see ModalTrigger). */
  id?: string;
  /**
   * Called when the browser opened the dialog itself, before React took over the page (a
   * ModalTrigger pressed on a slow phone): the owner's state catches up instead of closing it again.
   */
  onOpen?: () => void;
}

/** The controls Tab stops at inside a dialog, in order. */
function tabStops(root: HTMLElement): HTMLElement[] {
  const candidates = root.querySelectorAll<HTMLElement>(
    "a[href], button, input, select, textarea, summary, [tabindex]",
  );
  return Array.from(candidates).filter((element) => {
    if (element.tabIndex < 0 || element.matches(":disabled") || element.getClientRects().length === 0) return false;
    // A radio group is one stop: its checked radio (or, with none checked, each of them).
    if (element instanceof HTMLInputElement && element.type === "radio" && !element.checked) {
      return !root.querySelector(`input[type="radio"][name="${CSS.escape(element.name)}"]:checked`);
    }
    return true;
  });
}

/**
 * A modal on the native <dialog>: the browser makes the page behind it inert, closes it on Escape
 * and returns focus to where it was when it closes. The browser lets Tab leave the last control for
 * its own toolbar, so Tab and Shift+Tab wrap here, keeping focus in the dialog.
 *
 * Its content is always in the page, so the forms inside work before JavaScript has loaded: a
 * ModalTrigger opens it natively (the browser's invoker commands), and a dialog the server renders
 * open (an answer to a form sent without JavaScript) is shown as an open, non-modal dialog until
 * React takes over and makes it modal.
 */
export function Modal({ open, title, onClose, children, showClose = true, id, onOpen }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hydrated = useHydrated();
  const adopted = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Opened by the browser before React ran: keep it open and let the owner's state catch up.
    if (!adopted.current) {
      adopted.current = true;
      if (!open && element.open && onOpen) return onOpen();
    }
    if (open && !element.matches(":modal")) {
      if (element.open) element.close();
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open, hydrated, onOpen]);

  return (
    <dialog
      ref={dialog}
      id={id}
      aria-labelledby={titleId}
      // Only in the server's HTML: after that, showModal() and close() decide.
      open={!hydrated && open ? true : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Closed by the browser itself (a command="close" button): the owner's state catches up. The
      // event is queued, so it can arrive after the dialog was opened again: then it is stale.
      onClose={(event) => {
        if (open && !event.currentTarget.open) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Tab") return;
        const stops = tabStops(event.currentTarget);
        if (stops.length === 0) return;
        const [first, last] = [stops[0], stops[stops.length - 1]];
        const active = document.activeElement;
        const outside = !active || !event.currentTarget.contains(active) || active === event.currentTarget;
        if (event.shiftKey && (active === first || outside)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || outside)) {
          event.preventDefault();
          first.focus();
        }
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl">
            {title}
          </h2>
          {showClose ? (
            <button
              type="button"
              onClick={onClose}
              // Closes a dialog the browser opened before JavaScript had loaded, too.
              commandfor={id}
              command={id ? "close" : undefined}
              className="-m-2 rounded-lg p-2 text-muted hover:bg-surface"
              aria-label="Close"
            >
              <X aria-hidden="true" size={20} />
            </button>
          ) : null}
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}

type ModalTriggerProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The id of the Modal this button opens. */
  dialogId: string;
};

/**
 * A button that opens a Modal, before JavaScript has loaded too: the browser's invoker commands
 * (commandfor/command) open the dialog natively; once React runs, onClick keeps the owner's state in step.
 */
export function ModalTrigger({ dialogId, type = "button", ...button }: ModalTriggerProps) {
  return <button type={type} commandfor={dialogId} command="show-modal" {...button} />;
}
