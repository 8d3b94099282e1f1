import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { ProductDetail } from '@/lib/api/schemas/product-detail';

/** The product's images (with their alt text), documents and videos, in display order. */
export function MediaSection({ media }: { media: ProductDetail['media'] }) {
  const files = [...media.files].sort((a, b) => a.displayOrder - b.displayOrder);
  const images = files.filter((f) => f.mediaType === 0);
  const documents = files.filter((f) => f.mediaType !== 0);
  return (
    <div className="space-y-5">
      <Card aria-labelledby="media-images">
        <CardHeader id="media-images" title="Images" description={`${images.length} image(s)`} />
        <CardBody>
          {images.length === 0 ? (
            <EmptyState title="No images" description="Shoppers see a placeholder for this product." />
          ) : (
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" aria-label="Images">
              {images.map((f) => (
                <li key={f.recordId} className="overflow-hidden rounded-md border border-slate-200">
                  {/* eslint-disable-next-line @next/next/no-img-element -- media URLs of any host, shown as stored */}
                  <img
                    src={f.previewUrl || f.url}
                    alt={f.altText}
                    loading="lazy"
                    className="aspect-square w-full bg-slate-50 object-contain"
                  />
                  <div className="space-y-1 p-2 text-xs">
                    <p className="flex flex-wrap gap-1">
                      {f.isDefault && <Badge tone="accent">Default</Badge>}
                      {!f.isActive && <Badge tone="warning">Inactive</Badge>}
                    </p>
                    <p className="text-slate-500">
                      Alt text: <span className="text-slate-800">{f.altText || '—'}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
      {(documents.length > 0 || media.videos.length > 0) && (
        <Card aria-labelledby="media-other">
          <CardHeader id="media-other" title="Documents and videos" />
          <CardBody>
            <ul className="space-y-1 text-sm">
              {documents.map((f) => (
                <li key={f.recordId}>
                  <a className="text-accent-700 hover:underline" href={f.url} target="_blank" rel="noreferrer">
                    {f.name || f.url}
                  </a>
                </li>
              ))}
              {media.videos.map((v) => (
                <li key={v.recordId}>
                  Video:{' '}
                  <a className="text-accent-700 hover:underline" href={v.url} target="_blank" rel="noreferrer">
                    {v.url}
                  </a>
                </li>
              ))}
            </ul>
          </CardBody>
        </Card>
      )}
    </div>
  );
}
