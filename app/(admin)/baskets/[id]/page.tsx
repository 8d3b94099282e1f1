import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { z } from 'zod';
import { crumbsFor } from '@/components/shell/navigation';
import { formatDateTime } from '@/components/support/dates';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SkeletonRows } from '@/components/ui/skeleton';
import { getBasket } from '@/lib/api/baskets';
import { ApiError } from '@/lib/api/errors';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { BasketLines } from './basket-lines';
import { BasketPromotions, BasketShipping, BasketTotals } from './basket-summary';
import { CustomInfoForm } from './custom-info-form';
import { DeleteBasketButton } from './delete-basket-button';
import { RelatedProducts } from './related-products';

export const metadata: Metadata = { title: 'Basket' };

async function loadBasket(id: string) {
  if (!z.uuid().safeParse(id).success) notFound();
  try {
    return await getBasket(id);
  } catch (e) {
    if (e instanceof ApiError && e.isNotFound) notFound();
    throw e;
  }
}

export default async function BasketPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requireRole('baskets');
  const { id } = await params;
  const basket = await loadBasket(id);
  const canWrite = can(staff.role, 'baskets', 'write');
  const owner = basket.userEmail || 'a guest';

  return (
    <>
      <PageHeader
        title={`Basket of ${owner}`}
        meta={
          <>
            {basket.isQuote && <Badge tone="accent">Quote</Badge>}
            {basket.isLocked && <Badge tone="warning">Locked</Badge>}
            <Badge>{basket.currencyCode}</Badge>
          </>
        }
        description={
          <>
            <span className="font-mono">{basket.id}</span> · last changed {formatDateTime(basket.lastUpdated)}
          </>
        }
        breadcrumbs={[...crumbsFor('/baskets'), { label: owner }]}
        actions={canWrite && <DeleteBasketButton basketId={basket.id} owner={owner} />}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-4">
          <BasketLines basket={basket} />
          <BasketShipping basket={basket} />
          <Suspense
            fallback={
              <Card>
                <CardHeader title="Related products" />
                <CardBody>
                  <SkeletonRows rows={3} />
                </CardBody>
              </Card>
            }
          >
            <RelatedProducts basketId={basket.id} />
          </Suspense>
        </div>
        <aside className="space-y-4">
          <BasketTotals basket={basket} />
          <BasketPromotions basket={basket} />
          <Card aria-labelledby="basket-custom-info">
            <CardHeader
              id="basket-custom-info"
              title="Custom info"
              description="Free text the storefront keeps with the basket"
            />
            <CardBody>
              <CustomInfoForm
                key={basket.lastUpdated}
                basketId={basket.id}
                canWrite={canWrite}
                values={{
                  customInfo1: basket.customInfo1,
                  customInfo2: basket.customInfo2,
                  customInfo3: basket.customInfo3,
                  customInfo4: basket.customInfo4,
                  customInfo5: basket.customInfo5,
                }}
              />
            </CardBody>
          </Card>
        </aside>
      </div>
    </>
  );
}
