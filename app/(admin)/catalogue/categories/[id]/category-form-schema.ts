import type { z } from 'zod';
import { categoryUpdateSchema, type CategoryDetail } from '@/lib/api/schemas/category';

/**
 * The edit form is the service's own PUT schema (STYLE rule 2), every field required, minus what the
 * service derives (level, hasChild, prodCount, parent) and the position among siblings (the tree
 * page's drag and drop owns that). `subcategories` holds only the new rows the user adds; existing
 * children are listed, not re-sent.
 */
export const categoryFormSchema = categoryUpdateSchema
  .required()
  .omit({ level: true, hasChild: true, prodCount: true, parent: true, displayOrder: true });
export type CategoryFormInput = z.input<typeof categoryFormSchema>;
export type CategoryFormValues = z.output<typeof categoryFormSchema>;

export function formValuesOf(c: CategoryDetail): CategoryFormInput {
  return {
    name: c.name,
    categoryCode: c.categoryCode,
    displayText: c.displayText,
    slug: c.slug,
    hasCustomSlug: c.hasCustomSlug,
    customSlug: c.customSlug,
    link: c.link,
    description: c.description,
    image: c.image,
    isFeatured: c.isFeatured,
    isGenderSpecific: c.isGenderSpecific,
    parentMenuId: c.parentMenuId,
    customSetId: c.customSetId,
    tariffCode: c.tariffCode,
    externalRefId: c.externalRefId,
    productFamilyId: c.productFamilyId,
    parentId: c.parentId,
    metaTitle: c.metaTitle,
    metaDescription: c.metaDescription,
    metaKeywords: c.metaKeywords,
    canonicalTags: c.canonicalTags,
    additionalInfo1: c.additionalInfo1,
    additionalInfo2: c.additionalInfo2,
    additionalInfo3: c.additionalInfo3,
    additionalInfo4: c.additionalInfo4,
    additionalInfo5: c.additionalInfo5,
    files: c.files.toSorted((a, b) => a.displayOrder - b.displayOrder),
    subcategories: [],
  };
}
