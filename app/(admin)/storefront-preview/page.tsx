import type { Metadata } from 'next';
import { ComingSoon } from '@/components/shell/coming-soon';
import { requireRole } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Storefront preview' };

export default async function Page() {
  await requireRole('storefrontPreview');
  return <ComingSoon href="/storefront-preview" />;
}
