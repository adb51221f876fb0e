/** After a voucher or payment: read the session once (which re-issues its token with the new plan), then go. */
export async function goToDashboard(path: string) {
  await fetch("/api/auth/session", { cache: "no-store" }).catch(() => {});
  window.location.assign(path);
}
