import type { Metadata } from 'next';
import { ComingSoon } from '@/components/shell/coming-soon';
import { requireRole } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Product' };

/** The command palette links products here; the product editor replaces this placeholder. */
export default async function Page() {
  await requireRole('products');
  return <ComingSoon href="/catalogue/products" />;
}
