import 'server-only';
import { cache } from 'react';
import type { HistoryEntity } from '@/lib/api/schemas/history';
import type { CategoryListItem } from '@/lib/api/schemas/category';
import type { LabelReferences } from '@/lib/labels/references';
import { getCompanyChoices } from './b2b';
import { listChannels } from './channels';
import { listCategoryTree } from './categories';
import { unlessUnavailable } from './optional';
import { productEditChoices } from './product-lifecycle';
import { listAttributeMeta } from './product-meta';

/**
 * The reference data lib/labels names ids and codes with, loaded for the entity a page shows. Each
 * part the service cannot give right now is left out (logged): labels then fall back to the code.
 */

function flatten(items: CategoryListItem[]): { id: string; name: string }[] {
  return items.flatMap((c) => [{ id: c.id, name: c.name }, ...flatten(c.subCategories)]);
}

const catalogueReferences = cache(async (): Promise<LabelReferences> => {
  const [metas, choices, tree, channels] = await Promise.all([
    unlessUnavailable(listAttributeMeta(), 'attribute names'),
    unlessUnavailable(productEditChoices(), 'price lists and warehouses'),
    unlessUnavailable(listCategoryTree(), 'category names'),
    unlessUnavailable(listChannels(), 'channel names'),
  ]);
  return {
    attributes: metas?.map(({ fieldCode, fieldName, inputType, options }) => ({ fieldCode, fieldName, inputType, options })),
    priceLists: choices?.priceLists.map(({ id, code, name, currencyCode }) => ({ id, code, name, currencyCode })),
    warehouses: choices?.warehouses,
    categories: tree ? flatten(tree) : undefined,
    channels: channels?.map(({ id, code, name }) => ({ id, code, name })),
  };
});

const companyReferences = cache(async (): Promise<LabelReferences> => {
  const choices = await unlessUnavailable(getCompanyChoices(), 'master data');
  if (!choices) return {};
  return {
    masterData: { businessType: choices.businessTypes, title: choices.titles, gender: choices.genders, companyUserRole: choices.userRoles },
    priceLists: choices.priceLists.map((l) => ({ id: l.value, code: l.value, name: l.label, currencyCode: '' })),
  };
});

/** What the labels of `entity`'s history (and pages) need. */
export async function labelReferences(entity: HistoryEntity): Promise<LabelReferences> {
  switch (entity) {
    case 'product':
    case 'category':
      return catalogueReferences();
    case 'company':
      return companyReferences();
    default:
      return {};
  }
}
