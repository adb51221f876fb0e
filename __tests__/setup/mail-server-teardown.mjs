// Jest's global teardown: closes the SMTP server mail-server.mjs started (globals set in the global
// setup are visible here, and only here).
export default async function teardown() {
  await globalThis.steppsMailServer?.stop();
}
