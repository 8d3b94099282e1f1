import type { Metadata } from 'next';
import { ComingSoon } from '@/components/shell/coming-soon';
import { requireRole } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Quotations' };

export default async function Page() {
  await requireRole('quotations');
  return <ComingSoon href="/b2b/quotations" />;
}
