import { z } from 'zod';

const guid = z.uuid({ message: 'must be a Guid' });
const code = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(50, 'must be at most 50 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'may hold only letters, digits, - and _');

/** Spec: file object (mediaType 0 Image, 1 Video, 2 PDF). */
export const fileObjectSchema = z
  .object({
    recordId: z.string(),
    mediaType: z.number().int().min(0).max(2),
    name: z.string(),
    url: z.string(),
    altText: z.string(),
    previewUrl: z.string(),
    isDefault: z.boolean(),
    isActive: z.boolean(),
    isMultiple: z.boolean(),
    isInternal: z.boolean(),
    displayOrder: z.number().int(),
  })
  .meta({ id: 'FileObject' });
export type FileObject = z.infer<typeof fileObjectSchema>;

export interface CategoryListItem {
  id: string;
  name: string;
  subCategories: CategoryListItem[];
  description: string;
  iId: number;
  categoryCode: string;
  parentId: string | null;
  displayOrder: number;
  prodCount: number;
}

/**
 * Category list item (tree). `id` is documented as int in the source interface but every category
 * endpoint addresses categories by Guid, so `id` is the Guid and `iId` the integer. `categoryCode`,
 * `parentId`, `displayOrder` and `prodCount` are extensions a back-office needs to draw and reorder the tree.
 */
export const categoryListItemSchema: z.ZodType<CategoryListItem> = z
  .object({
    id: z.string(),
    name: z.string(),
    get subCategories() {
      return z.array(categoryListItemSchema);
    },
    description: z.string(),
    iId: z.number().int(),
    categoryCode: z.string().meta({ description: 'Extension' }),
    parentId: z.string().nullable().meta({ description: 'Extension: Guid of the parent, null at the root' }),
    displayOrder: z.number().int().meta({ description: 'Extension: 1-based position among siblings' }),
    prodCount: z.number().int().meta({ description: 'Extension: products in this category and below' }),
  })
  .meta({ id: 'CategoryListItem' });

export const subcategorySchema = z
  .object({
    parentCategoryCode: z.string(),
    categoryCode: z.string(),
    categoryName: z.string(),
    productFamilyId: z.number().int(),
  })
  .meta({ id: 'Subcategory' });

export const categoryDetailSchema = z
  .object({
    name: z.string(),
    image: z.string(),
    slug: z.string(),
    displayText: z.string(),
    parentMenuId: z.string(),
    customSetId: z.string(),
    tariffCode: z.string(),
    description: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
    metaKeywords: z.string(),
    canonicalTags: z.string(),
    parentId: z.string(),
    parent: z.string(),
    link: z.string(),
    customSlug: z.string(),
    categoryCode: z.string(),
    additionalInfo1: z.string(),
    additionalInfo2: z.string(),
    additionalInfo3: z.string(),
    additionalInfo4: z.string(),
    additionalInfo5: z.string(),
    isFeatured: z.boolean(),
    isGenderSpecific: z.boolean(),
    hasCustomSlug: z.boolean(),
    hasChild: z.boolean(),
    displayOrder: z.number().int(),
    level: z.number().int(),
    externalRefId: z.number().int(),
    prodCount: z.number().int(),
    productFamilyId: z.number().int(),
    subcategories: z.array(subcategorySchema),
    files: z.array(fileObjectSchema),
  })
  .meta({ id: 'CategoryDetail' });
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

export const categoryCreateSchema = z
  .object({
    categoryCode: code,
    categoryName: z.string().trim().min(1, 'is required').max(255, 'must be at most 255 characters'),
    parentCategoryCode: z.string().trim().max(50).optional().default(''),
    productFamilyId: z.number().int('must be a whole number').min(0).optional(),
  })
  .meta({ id: 'CategoryCreate' });
export type CategoryCreate = z.input<typeof categoryCreateSchema>;

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

export const fileInputSchema = z.object({
  recordId: z.string().optional().default(''),
  mediaType: z.number().int().min(0, 'must be 0, 1 or 2').max(2, 'must be 0, 1 or 2').default(0),
  name: text(255).default(''),
  url: z.string().trim().min(1, 'is required').max(2000),
  altText: text(255).default(''),
  previewUrl: text(2000).default(''),
  isDefault: z.boolean().default(false),
  isActive: z.boolean().default(true),
  isMultiple: z.boolean().default(false),
  isInternal: z.boolean().default(false),
  displayOrder: z.number().int().min(0).default(0),
});

/**
 * PUT body: every field optional; a field sent replaces the stored value, a field left out keeps it.
 * `level`, `hasChild`, `prodCount` and `parent` are derived and ignored. `parentId` moves the category
 * (a move under itself or a descendant is refused); `displayOrder` is the 1-based position among its
 * siblings, which are renumbered. `files` replaces the whole list; `subcategories` creates or re-parents
 * the listed children and leaves others alone.
 */
export const categoryUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'is required').max(255, 'must be at most 255 characters'),
    image: text(2000),
    slug: text(255),
    displayText: text(255),
    isFeatured: z.boolean(),
    isGenderSpecific: z.boolean(),
    parentMenuId: text(100),
    displayOrder: z.number().int('must be a whole number').min(1, 'must be 1 or more'),
    customSetId: text(100),
    tariffCode: text(50),
    description: text(4000),
    metaTitle: text(255),
    metaDescription: text(1000),
    metaKeywords: text(1000),
    subcategories: z.array(
      z.object({
        parentCategoryCode: z.string().optional(),
        categoryCode: code,
        categoryName: z.string().trim().min(1, 'is required').max(255),
        productFamilyId: z.number().int().min(0).optional(),
      }),
    ),
    canonicalTags: text(2000),
    parentId: z.union([guid, z.literal(''), z.null()]),
    parent: z.string(),
    link: text(2000),
    hasCustomSlug: z.boolean(),
    customSlug: text(255),
    level: z.number().int(),
    hasChild: z.boolean(),
    externalRefId: z.number().int(),
    categoryCode: code,
    prodCount: z.number().int(),
    additionalInfo1: text(1000),
    additionalInfo2: text(1000),
    additionalInfo3: text(1000),
    additionalInfo4: text(1000),
    additionalInfo5: text(1000),
    productFamilyId: z.number().int('must be a whole number').min(0),
    files: z.array(fileInputSchema).max(100, 'at most 100 files'),
  })
  .partial()
  .meta({ id: 'CategoryUpdate' });
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

export const guidParamSchema = z.object({ id: guid });
