/** A same-site path to return to after sign-in, or the fallback: never another site ("//evil", "/\\evil", "https://…"). */
export function safeLocalPath(value: string | string[] | null | undefined, fallback: string): string {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\") || /[\u0000-\u001F]/.test(path))
    return fallback;
  try {
    const url = new URL(path, "http://local.invalid");
    return url.origin === "http://local.invalid" ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
