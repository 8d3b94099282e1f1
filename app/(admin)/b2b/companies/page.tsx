import type { Metadata } from 'next';
import { ComingSoon } from '@/components/shell/coming-soon';
import { requireRole } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Companies' };

export default async function Page() {
  await requireRole('companies');
  return <ComingSoon href="/b2b/companies" />;
}
