"use client";

import { useEffect, useState } from "react";

const EVENT = "stepps:announce";

/**
 * Says something to everyone (a polite live region) after an action whose own controls are gone,
 * such as a dialog that closed or a row that was deleted, and optionally moves focus to a stable place.
 */
export function announce(message: string, focusId?: string) {
  window.dispatchEvent(new CustomEvent(EVENT, { detail: { message, focusId } }));
}

/** Where announce() speaks: one per screen that uses it. */
export function Announcer() {
  const [message, setMessage] = useState("");
  useEffect(() => {
    const listener = (event: Event) => {
      const { message: text, focusId } = (event as CustomEvent<{ message: string; focusId?: string }>).detail;
      setMessage(text);
      if (focusId) document.getElementById(focusId)?.focus();
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, []);
  return (
    <p aria-live="polite" className="min-h-6 font-medium text-brand-700">
      {message}
    </p>
  );
}
