import { Card, CardBody, CardHeader } from '@/components/ui/card';
import type { ProductDetail } from '@/lib/api/schemas/product-detail';
import { DetailList, yesNo } from './detail-list';

/** How the product appears to search engines and at which storefront URL. */
export function SeoSection({ seo }: { seo: ProductDetail['seo'] }) {
  return (
    <Card aria-labelledby="seo-title">
      <CardHeader id="seo-title" title="SEO" />
      <CardBody>
        <DetailList
          items={[
            ['URL slug', seo.url],
            ['Previous URL', seo.updatedUrl],
            ['Meta title', seo.metaTitle],
            ['Meta description', seo.metaDescription],
            ['Meta keywords', seo.metaKeywords],
            ['Old URL redirects here', yesNo(seo.isRedirectedFor)],
          ]}
        />
      </CardBody>
    </Card>
  );
}
