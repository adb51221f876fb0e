// Grants and revokes staff roles from the command line: the only way to make a staff account, so
// it takes shell access to the server. Each change is written to the audit log.
//   npm run staff -- grant <email> <role>     (role: facilitator, moderator or admin)
//   npm run staff -- revoke <email> <role>
//   npm run staff -- list
import os from "node:os";
import { loadEnvConfig } from "@next/env";

loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

const USAGE =
  "Usage: npm run staff -- grant <email> <role> | revoke <email> <role> | list\n(role: facilitator, moderator or admin)";

async function main(): Promise<number> {
  // Imported after the environment is loaded: the database client reads it.
  const { grantStaffRole, listStaff, revokeStaffRole } = await import("../lib/staff/accounts");
  const { db } = await import("../lib/db/client");
  const [command, email, role] = process.argv.slice(2);
  const actor = { id: null, label: `command line (${os.userInfo().username})` };
  try {
    if (command === "list" && !email) {
      const staff = await listStaff();
      console.log(staff.length ? staff.map((s) => `${s.email}: ${s.roles.join(", ")}`).join("\n") : "No staff yet.");
      return 0;
    }
    if ((command === "grant" || command === "revoke") && email && role) {
      const { changed } =
        command === "grant" ? await grantStaffRole(actor, email, role) : await revokeStaffRole(actor, email, role);
      const did = command === "grant" ? `granted to` : `revoked from`;
      console.log(
        changed
          ? `${role} ${did} ${email}.`
          : `Nothing to do: ${email} ${command === "grant" ? "already has" : "does not have"} ${role}.`,
      );
      return 0;
    }
    console.error(USAGE);
    return 2;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await db.$disconnect();
  }
}

main().then((code) => process.exit(code));
