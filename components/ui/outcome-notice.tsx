"use client";

import { useEffect, useRef } from "react";

/**
 * Where a page says what its last action did (a console decision, joining a group). The action
 * redirects to an address that says so (`?done=…#<id>`), so the browser scrolls here, with or without
 * JavaScript; the anchor stays put when there is nothing to say.
 * The message takes the focus, as the contact form's answer does, so it is read out and the next Tab
 * goes on from here: autoFocus for a page loaded without JavaScript (the browser focuses it as the
 * page arrives), the effect once React runs (React itself only autofocuses form controls). The
 * wrapper is the live region, present before the message, so screen readers announce what appears.
 */
export function OutcomeNotice({ id, message }: { id: string; message: string | null | undefined }) {
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!message) return;
    notice.current?.focus({ preventScroll: true });
    // Centred, it clears the sticky header.
    notice.current?.scrollIntoView?.({ block: "center" });
  }, [message]);
  return (
    <div id={id} role="status" className="scroll-mt-24">
      {message ? (
        <p
          ref={notice}
          tabIndex={-1}
          autoFocus
          className="mt-4 scroll-mt-24 rounded-lg border border-brand-200 bg-brand-50 p-4 font-medium text-brand-900"
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
