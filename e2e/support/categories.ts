import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueSuffix } from './api';

/** Category data for UI tests, found and made through the service's API (never assumed from the seed). */
export interface TreeItem {
  id: string;
  name: string;
  categoryCode: string;
  parentId: string | null;
  displayOrder: number;
  prodCount: number;
  subCategories: TreeItem[];
}

export const flatten = (items: TreeItem[]): TreeItem[] =>
  items.flatMap((i) => [i, ...flatten(i.subCategories)]);

export async function categoryTree(api: APIRequestContext): Promise<TreeItem[]> {
  const res = await api.get('/api/v1/category');
  expect(res.status()).toBe(200);
  return (await res.json()).result;
}

export async function findCategory(api: APIRequestContext, id: string): Promise<TreeItem> {
  const found = flatten(await categoryTree(api)).find((c) => c.id === id);
  if (!found) throw new Error(`category ${id} is not in the tree`);
  return found;
}

export async function createCategory(
  api: APIRequestContext,
  name: string,
  parentCode = '',
): Promise<{ id: string; code: string; name: string }> {
  const code = `UI-${uniqueSuffix()}`;
  const res = await api.post('/api/v1/category', {
    data: { categoryCode: code, categoryName: name, parentCategoryCode: parentCode },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { id: (await res.json()).recordId, code, name };
}

/** A fresh top-level category with children named `children`, in that order; unique names per test run. */
export async function createFamilyOfCategories(api: APIRequestContext, label: string, children: string[]) {
  const tag = uniqueSuffix().slice(-5);
  const parent = await createCategory(api, `${label} ${tag}`);
  const kids = [];
  for (const child of children) kids.push(await createCategory(api, `${child} ${tag}`, parent.code));
  return { parent, children: kids };
}

export async function childNames(api: APIRequestContext, parentId: string): Promise<string[]> {
  return (await findCategory(api, parentId)).subCategories.map((c) => c.name);
}
