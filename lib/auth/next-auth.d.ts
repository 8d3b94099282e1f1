import type { DefaultSession } from 'next-auth';
import type { Role } from './roles';

/** The role travels in the JWT and the session (next-auth's types know nothing of it). */
declare module 'next-auth' {
  interface User {
    role?: Role | null;
  }
  interface Session {
    user: { id: string; role: Role } & DefaultSession['user'];
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    role?: Role;
    staffId?: string;
  }
}
