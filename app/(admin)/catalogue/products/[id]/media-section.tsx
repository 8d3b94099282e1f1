import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { ProductDetail } from '@/lib/api/schemas/product-detail';
import { MediaGallery } from './media-gallery';
import { MediaUpload } from './media-upload';

/**
 * The product's images (with their alt text), documents and videos, in display order. Writers
 * upload, reorder, describe and delete images here.
 */
export function MediaSection({ productId, media, canWrite }: { productId: string; media: ProductDetail['media']; canWrite: boolean }) {
  const files = [...media.files].sort((a, b) => a.displayOrder - b.displayOrder);
  const images = files.filter((f) => f.mediaType === 0);
  const documents = files.filter((f) => f.mediaType !== 0);
  return (
    <div className="space-y-5">
      <Card aria-labelledby="media-images">
        <CardHeader id="media-images" title="Images" description={`${images.length} image(s)`} />
        <CardBody className="space-y-4">
          {canWrite && <MediaUpload productId={productId} />}
          {images.length === 0 ? (
            <EmptyState title="No images" description="Shoppers see a placeholder for this product." />
          ) : (
            <MediaGallery
              productId={productId}
              images={images}
              canWrite={canWrite}
            />
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
