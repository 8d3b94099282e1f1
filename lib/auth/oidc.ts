import 'server-only';
import type { OIDCConfig } from 'next-auth/providers';
import { ROLES, isRole, type Role } from './roles';

/**
 * Optional single sign-on: an OpenID Connect provider, enabled when AUTH_OIDC_ISSUER, AUTH_OIDC_ID and
 * AUTH_OIDC_SECRET are set. The staff role comes from the ID-token / userinfo claim named by
 * AUTH_OIDC_ROLE_CLAIM (default `role`; a dotted path such as `realm_access.roles` reaches nested
 * claims; a string or a list, and the most privileged known role wins), else AUTH_OIDC_DEFAULT_ROLE.
 * With neither, the sign-in is refused: nobody gets a role by accident.
 */
export const OIDC_PROVIDER_ID = 'oidc';

export function oidcEnabled(): boolean {
  return Boolean(process.env.AUTH_OIDC_ISSUER && process.env.AUTH_OIDC_ID && process.env.AUTH_OIDC_SECRET);
}

export function oidcProviderName(): string {
  return process.env.AUTH_OIDC_NAME || 'Single sign-on';
}

function claimAt(profile: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      profile,
    );
}

export function roleFromProfile(profile: Record<string, unknown>): Role | null {
  const claim = claimAt(profile, process.env.AUTH_OIDC_ROLE_CLAIM || 'role');
  const values = (Array.isArray(claim) ? claim : [claim]).filter((v): v is string => typeof v === 'string');
  const granted = ROLES.find((role) => values.some((v) => v.toLowerCase() === role));
  if (granted) return granted;
  const fallback = process.env.AUTH_OIDC_DEFAULT_ROLE;
  return isRole(fallback) ? fallback : null;
}

export function oidcProvider(): OIDCConfig<Record<string, unknown>> {
  return {
    id: OIDC_PROVIDER_ID,
    name: oidcProviderName(),
    type: 'oidc',
    issuer: process.env.AUTH_OIDC_ISSUER,
    clientId: process.env.AUTH_OIDC_ID,
    clientSecret: process.env.AUTH_OIDC_SECRET,
    authorization: { params: { scope: process.env.AUTH_OIDC_SCOPE || 'openid profile email' } },
    profile(profile) {
      const email = typeof profile.email === 'string' ? profile.email : null;
      const name = typeof profile.name === 'string' ? profile.name : (email ?? String(profile.sub));
      return { id: String(profile.sub), name, email, role: roleFromProfile(profile) };
    },
  };
}
