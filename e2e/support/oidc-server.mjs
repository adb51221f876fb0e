#!/usr/bin/env node
// A real OpenID Connect provider on loopback that stands in for Microsoft in the end-to-end tests.
// The app reaches it only through configuration (AZURE_AD_WELL_KNOWN and the AZURE_AD_* client).
// Its development login form accepts any e-mail as the username; the e-mail becomes the account.
import Provider from "oidc-provider";

const port = Number(process.env.OIDC_PORT || 3199);
const appUrl = process.env.APP_URL || "http://localhost:3100";
const OIDC_CLIENT = { id: process.env.AZURE_AD_CLIENT_ID, secret: process.env.AZURE_AD_CLIENT_SECRET };

const titleCase = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** "sipho.zulu@contoso.example" → Sipho Zulu, the way an Entra ID profile would carry it. */
function claimsFor(email) {
  const [first = "User", ...rest] = email.split("@")[0].split(/[._-]/).map(titleCase);
  const family = rest.join(" ") || "Example";
  return {
    sub: `ms-${email}`,
    oid: `ms-${email}`,
    email,
    email_verified: true,
    preferred_username: email,
    name: `${first} ${family}`,
    given_name: first,
    family_name: family,
  };
}

const provider = new Provider(`http://127.0.0.1:${port}`, {
  clients: [
    {
      client_id: OIDC_CLIENT.id,
      client_secret: OIDC_CLIENT.secret,
      redirect_uris: [`${appUrl}/api/auth/callback/azure-ad`],
      grant_types: ["authorization_code"],
      response_types: ["code"],
    },
  ],
  claims: {
    openid: ["sub", "oid"],
    email: ["email", "email_verified"],
    profile: ["name", "given_name", "family_name", "preferred_username"],
  },
  // Put the claims in the ID token too, as Microsoft does.
  conformIdTokenClaims: false,
  findAccount: (_ctx, id) => {
    const email = id.replace(/^ms-/, "").toLowerCase();
    return { accountId: id, claims: () => claimsFor(email) };
  },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ["stepps-e2e-oidc-cookie-key"] },
});
provider.proxy = true;

provider.listen(port, "127.0.0.1", () => {
  console.log(`OIDC stand-in for Microsoft on http://127.0.0.1:${port}`);
});
