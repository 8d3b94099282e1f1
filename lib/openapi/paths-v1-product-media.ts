import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { guidParamSchema } from '@/lib/api/schemas/category';
import {
  productMediaItemSchema,
  productMediaOrderSchema,
  productMediaParamsSchema,
  productMediaUpdateSchema,
  productMediaUploadFieldsSchema,
} from '@/lib/api/schemas/product-media';
import { addPath, jsonBody, responses } from './helpers';

/** Extension: uploaded product images (lib/media), served from /media/uploads/… */
export function registerProductMediaPaths(registry: OpenAPIRegistry) {
  const tag = 'v1 Product';
  const served =
    'Files are served from /media/uploads/<key> with Cache-Control "public, max-age=31536000, immutable" (keys are never reused), an ETag (304 on If-None-Match) and X-Content-Type-Options: nosniff.';
  addPath(registry, {
    tag,
    extension: true,
    method: 'post',
    path: '/api/v1/product/{id}/media',
    operationId: 'uploadProductMedia',
    summary: 'Upload product images',
    description: [
      'multipart/form-data with one or more `file` parts (up to 20) and optional `altText` and `tag` applied to each.',
      'The type is sniffed from the bytes (JPEG, PNG, WebP, GIF, AVIF, TIFF), never from the name or declared type. The original is kept byte for byte; WebP renditions 160, 800 and 1600 px wide (never wider than the original, metadata stripped) are made. `url` is the 800 rendition, `previewUrl` the 160 one.',
      'Refused, with nothing stored: a file over MEDIA_MAX_BYTES (20 MB) or a body over MEDIA_MAX_REQUEST_BYTES → 413; not an image → 415; undecodable, or over 50 megapixels (decompression bomb) → 422 UNPROCESSABLE_IMAGE; body not multipart → 415, malformed multipart → 400.',
      'The first upload to a product goes first and becomes its default image. Each new image is written to the product history (field `media`).',
      served,
    ].join('\n\n'),
    request: {
      params: guidParamSchema,
      body: {
        content: {
          'multipart/form-data': {
            schema: productMediaUploadFieldsSchema.extend({
              file: z.array(z.string().meta({ format: 'binary' })).meta({ description: 'The image files' }),
            }),
          },
        },
      },
    },
    responses: responses('B', z.array(productMediaItemSchema), [400, 401, 404, 413, 415, 422]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'put',
    path: '/api/v1/product/{id}/media/{mediaId}',
    operationId: 'updateProductMedia',
    summary: 'Change alt text, tag, position or default flag of a product image',
    description:
      'Any subset of the fields. displayOrder moves the record to that position (0 first) and renumbers the others; isDefault: true makes it the default (the others lose the flag). History field `media` (before/after summary).',
    request: { params: productMediaParamsSchema, body: jsonBody(productMediaUpdateSchema) },
    responses: responses('B', productMediaItemSchema, [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'delete',
    path: '/api/v1/product/{id}/media/{mediaId}',
    operationId: 'deleteProductMedia',
    summary: 'Delete a product image',
    description: 'Deletes the record and then its stored files. A deleted default image passes the flag to the next image. History field `media`.',
    request: { params: productMediaParamsSchema },
    responses: responses('C', z.null(), [400, 401, 404]),
  });
  addPath(registry, {
    tag,
    extension: true,
    method: 'put',
    path: '/api/v1/product/{id}/media/order',
    operationId: 'reorderProductMedia',
    summary: 'Reorder product images',
    description:
      'The listed media take, in the order given, the positions they hold together now; media not listed keep theirs. One transaction; unknown ids → 404 and nothing changes. History field `media.order`. Answers every media record of the product in display order.',
    request: { params: guidParamSchema, body: jsonBody(productMediaOrderSchema) },
    responses: responses('B', z.array(productMediaItemSchema), [400, 401, 404]),
  });
}
