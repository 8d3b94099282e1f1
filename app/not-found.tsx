import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';

/** Any URL that matches no page. */
export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center px-4 text-center">
      <p className="text-sm font-semibold text-accent-600">404</p>
      <h1 className="mt-1 text-xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-2 max-w-md text-sm text-slate-500">
        There is no page at this address. Check the link, or start from the dashboard.
      </p>
      <Link href="/" className={buttonClass('primary', 'md', 'mt-6')}>
        Go to the dashboard
      </Link>
    </main>
  );
}
