import type { Metadata } from 'next';
import { ComingSoon } from '@/components/shell/coming-soon';
import { requireRole } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Stores' };

export default async function Page() {
  await requireRole('stores');
  return <ComingSoon href="/stores" />;
}
