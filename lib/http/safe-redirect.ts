const BASE = "http://local.invalid";

/**
 * Whether a string could lead off this site once a browser reads it as a Location: anything not
 * starting with exactly one "/", a backslash anywhere (browsers read it as "/"), or a control
 * character (browsers drop tabs and newlines, which can join "/" and "/" into "//").
 */
const unsafe = (path: string) =>
  !path.startsWith("/") || path.startsWith("//") || path.includes("\\") || /[\u0000-\u001F\u007F]/.test(path);

/**
 * A same-site path to go to (after sign-in, after a form), or the fallback. The value is checked,
 * then normalised the way a browser would (dot segments resolved, percent-encoding of the path kept
 * as it is), and the result is checked again: "/..//evil.example" resolves to "//evil.example",
 * another site, so it is refused. Encoded slashes ("/%2F%2Fevil") stay encoded, which a browser
 * reads as one path segment on this site. Anything in doubt gets the fallback.
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
