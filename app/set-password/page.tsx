import type { Metadata } from 'next';
import { SetPasswordForm } from './set-password-form';

export const metadata: Metadata = { title: 'Set your password', referrer: 'no-referrer' };

/**
 * Where an invited company user sets their password (the link in their invitation). Outside the
 * back-office: no staff session, no navigation. The token is in the link's fragment (#token=…), which
 * the browser never sends to a server, so it appears in no request line or access log; the form reads
 * it and never shows it.
 */
export default function SetPasswordPage() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="mb-1 text-lg font-semibold text-slate-900">Set your password</h1>
        <p className="mb-5 text-sm text-slate-600">For your company account. The link works once.</p>
        <SetPasswordForm />
      </div>
    </main>
  );
}
