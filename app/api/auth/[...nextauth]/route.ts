import NextAuth from "next-auth";
import { guardedNextAuth } from "@/lib/auth/next-auth-route";
import { authOptions } from "@/lib/auth/options";

// next-auth's own handler, behind the input checks the app's other routes make (see guardedNextAuth).
const handler = guardedNextAuth(NextAuth(authOptions));

export { handler as GET, handler as POST };
