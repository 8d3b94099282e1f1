import { handlers } from '@/lib/auth/config';

/** next-auth's endpoints (sign-in callbacks, session, CSRF, sign-out) under /api/auth. */
export const { GET, POST } = handlers;
