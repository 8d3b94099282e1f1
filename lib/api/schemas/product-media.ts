import { z } from 'zod';
import { guid } from './form-values';

/**
 * Uploaded product media (extension: POST/PUT/DELETE /api/v1/product/{id}/media…). Shared by the
 * service, lib/api and the back-office's media section.
 */
const rendition = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

export const uploadedImageSchema = z
  .object({
    originalUrl: z.string().meta({ description: 'The file as uploaded, byte for byte (its metadata included)' }),
    contentType: z.string().meta({ description: 'Sniffed from the bytes, not from the name or the declared type' }),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
    etag: z.string(),
    renditions: z
      .object({ w160: rendition, w800: rendition, w1600: rendition })
      .meta({ description: 'WebP, metadata stripped, at most 160/800/1600 px wide (never wider than the original)' }),
  })
  .meta({ id: 'UploadedImage' });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const productMediaItemSchema = z
  .object({
    recordId: z.string(),
    productId: z.string(),
    mediaType: z.number().int(),
    name: z.string(),
    url: z.string().meta({ description: 'For uploads: the 800 px rendition' }),
    previewUrl: z.string().meta({ description: 'For uploads: the 160 px rendition' }),
    altText: z.string(),
    tag: z.string(),
    isDefault: z.boolean(),
    isActive: z.boolean(),
    displayOrder: z.number().int(),
    upload: uploadedImageSchema.nullable().meta({ description: 'Set for images uploaded here; null for media given by URL' }),
  })
  .meta({ id: 'ProductMediaItem' });
export type ProductMediaItem = z.infer<typeof productMediaItemSchema>;

const altText = z.string().trim().max(500, 'at most 500 characters');
const tag = z.string().trim().max(100, 'at most 100 characters');

/** The text parts of the multipart upload (`file` parts carry the images). */
export const productMediaUploadFieldsSchema = z.object({ altText: altText.default(''), tag: tag.default('') });

export const productMediaUpdateSchema = z
  .object({
    altText: altText.optional(),
    tag: tag.optional(),
    displayOrder: z.number().int().min(0).max(10_000).optional().meta({ description: 'The position to move to (0 = first)' }),
    isDefault: z.literal(true).optional().meta({ description: 'Makes this the default image (the others lose the flag)' }),
    isActive: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'name at least one of altText, tag, displayOrder, isDefault, isActive')
  .meta({ id: 'ProductMediaUpdate' });
export type ProductMediaUpdate = z.infer<typeof productMediaUpdateSchema>;

export const productMediaOrderSchema = z
  .object({
    mediaIds: z
      .array(guid)
      .min(1)
      .max(500)
      .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, 'each id at most once')
      .meta({ description: 'The media in their new order; they take, in this order, the positions they hold together now' }),
  })
  .meta({ id: 'ProductMediaOrder' });
export type ProductMediaOrder = z.infer<typeof productMediaOrderSchema>;

export const productMediaParamsSchema = z.object({ id: guid, mediaId: guid });
