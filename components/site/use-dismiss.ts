"use client";

import { useEffect, type FocusEvent, type RefObject } from "react";

/**
 * An onBlur handler for a popup's container: closes it when focus moves to something outside it,
 * as Tab or Shift+Tab past its ends does, so focus never sits behind a popup left open.
 */
export function closeOnFocusLeave(close: () => void) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close();
  };
}

/**
 * Closes an open popup on Escape (returning focus to the button that opened it) and, unless told
 * otherwise, on a press outside its container.
 */
export function useDismiss({
  open,
  onDismiss,
  trigger,
  container,
}: {
  open: boolean;
  onDismiss: () => void;
  trigger: RefObject<HTMLElement | null>;
  /** Presses outside this element close the popup; without it only Escape does. */
  container?: RefObject<HTMLElement | null>;
}) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // A popup open inside this one (its button says so) closes first, by its own listener.
      const expanded = Array.from(container?.current?.querySelectorAll('[aria-expanded="true"]') ?? []);
      if (expanded.some((button) => button !== trigger.current)) return;
      onDismiss();
      trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (container?.current && !container.current.contains(event.target as Node)) onDismiss();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, onDismiss, trigger, container]);
}
