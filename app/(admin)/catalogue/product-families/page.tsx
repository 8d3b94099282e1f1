import type { Metadata } from 'next';
import { ComingSoon } from '@/components/shell/coming-soon';
import { requireRole } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Product families' };

export default async function Page() {
  await requireRole('productFamilies');
  return <ComingSoon href="/catalogue/product-families" />;
}
