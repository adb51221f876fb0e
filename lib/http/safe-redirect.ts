const BASE = "http://local.invalid";

/** Browsers read "\" as "/" and drop tabs and newlines, which can join "/" and "/" into "//". */
const unsafe = (path: string) =>
  !path.startsWith("/") || path.startsWith("//") || path.includes("\\") || /[\u0000-\u001F\u007F]/.test(path);

/**
 * Checked, normalised as a browser would, and checked again: "/..//evil.example" resolves to
 * "//evil.example". Anything in doubt gets the fallback.
 */
export function safeLocalPath(value: string | string[] | null | undefined, fallback: string): string {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path || path.length > 2048 || unsafe(path)) return fallback;
  try {
    const url = new URL(path, BASE);
    const normalised = `${url.pathname}${url.search}${url.hash}`;
    return url.origin === BASE && !unsafe(normalised) ? normalised : fallback;
  } catch {
    return fallback;
  }
}
