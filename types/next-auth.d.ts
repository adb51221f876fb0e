import "next-auth";
import "next-auth/jwt";

/** What a session token carries about access, refreshed from the database whenever the session is read. */
interface AccessClaims {
  services: string[];
  bundled: boolean;
  dashboardPath: string;
  /** Epoch ms when the current access runs out, or null with none. */
  accessEndsAt: number | null;
  /** Staff roles held when the token was issued (lib/staff/roles.ts); empty for members. */
  staffRoles: string[];
}

declare module "next-auth" {
  interface User {
    surname?: string;
  }
  interface Session {
    user: { id: string; email: string; name: string; surname: string; dashboardPath: string };
  }
}

declare module "next-auth/jwt" {
  interface JWT extends Partial<AccessClaims> {
    surname?: string;
    /** The session record this token belongs to (lib/sessions/records.ts). */
    sid?: string;
  }
}
