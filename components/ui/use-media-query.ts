"use client";

import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the viewport matches `query` (false in the server's HTML, then the browser's answer, kept
 * up to date as the window changes). For what CSS cannot say, such as a layout's ARIA roles.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
