import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

/** Why a page is refused: the role map (lib/auth/roles.ts) does not give this role the area. */
export function ForbiddenNotice() {
  return (
    <div className="mx-auto max-w-lg py-14 text-center">
      <p className="text-sm font-semibold text-accent-600">403</p>
      <h1 className="mt-1 text-xl font-semibold text-slate-900">You do not have access to this page</h1>
      <p className="mt-2 text-sm text-slate-500">
        Your role does not include this area of the back-office. If you need it for your work, ask an
        administrator to change your role.
      </p>
      <Link href="/" className={buttonClass('primary', 'md', 'mt-6')}>
        Go to the dashboard
      </Link>
    </div>
  );
}
