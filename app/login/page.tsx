import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { oidcEnabled, oidcProviderName } from '@/lib/auth/oidc';
import { safeCallbackPath } from '@/lib/auth/paths';
import { currentStaff } from '@/lib/auth/session';
import { firstParam } from '@/lib/url-state/grid-params';
import { LoginForm } from './login-form';

export const metadata: Metadata = { title: 'Sign in' };

/** next-auth's `error` codes (?error=…) after a failed single sign-on, in words. */
const ERRORS: Record<string, string> = {
  AccessDenied: 'Your account has no back-office role. Ask an administrator for access.',
  Configuration: 'Single sign-on is not configured correctly. Tell an administrator.',
  Verification: 'The sign-in link has expired. Try again.',
};

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(firstParam(params, 'callbackUrl'));
  if (await currentStaff()) redirect(callbackUrl);
  const error = firstParam(params, 'error');
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-2 text-sm font-semibold text-slate-900">
          <span
            aria-hidden
            className="flex size-7 items-center justify-center rounded bg-accent-600 text-xs text-white"
          >
            C
          </span>
          Catalogue Back-Office
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="mb-1 text-lg font-semibold text-slate-900">Sign in</h1>
          <p className="mb-5 text-sm text-slate-500">Staff only. Use your work email.</p>
          <LoginForm
            callbackUrl={callbackUrl}
            oidcName={oidcEnabled() ? oidcProviderName() : null}
            initialMessage={error ? (ERRORS[error] ?? 'Signing in failed. Try again.') : undefined}
          />
        </div>
      </div>
    </main>
  );
}
