import type { Metadata } from 'next';
import { ComingSoon } from '@/components/shell/coming-soon';
import { requireRole } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Bulk update' };

export default async function Page() {
  await requireRole('bulkUpdate');
  return <ComingSoon href="/bulk-update" />;
}
