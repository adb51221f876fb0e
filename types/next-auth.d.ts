import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface User {
    surname?: string;
  }
  interface Session {
    user: { id: string; email: string; name: string; surname: string };
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    surname?: string;
  }
}
