/** Set by proxy.ts on every page request so server components know where a sign-in should return to. */
export const REQUEST_PATH_HEADER = 'x-request-path';

/** Only same-site paths: an open redirect through `?callbackUrl=https://evil` is refused. */
export function safeCallbackPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.startsWith('/login') || value.startsWith('/api/')) return '/';
  return value;
}

export function loginPath(returnTo: string | null | undefined): string {
  const path = safeCallbackPath(returnTo);
  return path === '/' ? '/login' : `/login?callbackUrl=${encodeURIComponent(path)}`;
}
