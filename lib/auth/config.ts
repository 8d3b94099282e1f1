import 'server-only';
import NextAuth, { type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { z } from 'zod';
import { oidcEnabled, oidcProvider } from './oidc';
import { isRole } from './roles';
import { clientIp } from '@/lib/security/client-ip';
import { authSecret } from './secret';
import { verifyStaffCredentials } from './staff';
import { log } from '@/lib/log';

const credentialsSchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1000),
});

/** A staff session lasts a working day; the role is re-read at the next sign-in. */
const SESSION_SECONDS = 10 * 60 * 60;

function config(): NextAuthConfig {
  return {
    secret: authSecret(),
    // Out of the box the app runs on localhost behind no proxy; a deployment sets AUTH_URL (or
    // AUTH_TRUST_HOST=false and a trusted proxy) so callback URLs never follow a forged Host header.
    trustHost: process.env.AUTH_TRUST_HOST ? process.env.AUTH_TRUST_HOST === 'true' : true,
    session: { strategy: 'jwt', maxAge: SESSION_SECONDS },
    // Behind a TLS-terminating proxy the request itself may look like http: the public URL decides.
    ...(process.env.AUTH_URL?.startsWith('https://') ? { useSecureCookies: true } : {}),
    pages: { signIn: '/login', error: '/login' },
    // next-auth reports a refused password as an error with its stack (17 lines a failure); the refusal
    // is already one structured line (lib/auth/staff.ts), so only real faults are logged, through pino.
    logger: {
      error(error) {
        const type = (error as Error & { type?: string }).type ?? error.name;
        if (type === 'CredentialsSignin') return;
        log.error({ err: error, type }, 'sign-in failure');
      },
      warn(code) {
        log.warn({ code }, 'next-auth warning');
      },
      debug() {},
    },
    providers: [
      Credentials({
        id: 'credentials',
        name: 'Email and password',
        credentials: {
          email: { label: 'Email', type: 'email' },
          password: { label: 'Password', type: 'password' },
        },
        async authorize(raw, request) {
          const parsed = credentialsSchema.safeParse(raw);
          if (!parsed.success) return null;
          return verifyStaffCredentials(parsed.data.email, parsed.data.password, clientIp(request.headers));
        },
      }),
      ...(oidcEnabled() ? [oidcProvider()] : []),
    ],
    callbacks: {
      // An OIDC user whose claims give no role (and no default role is configured) is refused.
      signIn: ({ user }) => isRole(user.role),
      jwt({ token, user }) {
        if (user) {
          token.role = isRole(user.role) ? user.role : undefined;
          token.staffId = user.id;
        }
        return token;
      },
      session({ session, token }) {
        if (isRole(token.role)) {
          session.user.role = token.role;
          session.user.id = token.staffId ?? token.sub ?? '';
        }
        return session;
      },
    },
  };
}

// A lazy config: the secret is read (or generated into DATA_DIR) on first use, not at build time.
export const { handlers, auth, signIn, signOut } = NextAuth(() => config());
