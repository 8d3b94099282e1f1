import type { Metadata } from 'next';
import { ComingSoon } from '@/components/shell/coming-soon';
import { requireRole } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Products' };

export default async function Page() {
  await requireRole('products');
  return <ComingSoon href="/catalogue/products" />;
}
