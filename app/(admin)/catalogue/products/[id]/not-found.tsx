import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** A product id that names no product (an old link, a deleted product). */
export default function ProductNotFound() {
  return (
    <div className="py-10">
      <EmptyState
        title="Product not found"
        description="No product has this id. It may have been deleted, or the link is wrong."
        action={
          <Link href="/catalogue/products" className={buttonClass('primary')}>
            Back to products
          </Link>
        }
      />
    </div>
  );
}
