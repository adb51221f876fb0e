"use client";

import { useEffect, type RefObject } from "react";

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
