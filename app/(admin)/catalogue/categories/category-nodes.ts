import type { CategoryListItem } from '@/lib/api/schemas/category';
import type { TreeNode } from '@/components/ui/tree-model';

/** What a tree node of the category page carries (the list item without its nested children). */
export type CategoryNodeData = Omit<CategoryListItem, 'subCategories'>;
export type CategoryNode = TreeNode<CategoryNodeData>;

export function toTreeNodes(items: CategoryListItem[]): CategoryNode[] {
  return items.map(({ subCategories, ...data }) => ({
    id: data.id,
    data,
    children: toTreeNodes(subCategories),
  }));
}

export interface FlatCategory extends CategoryNodeData {
  level: number;
  /** Names from the top level down to this category, e.g. "Women › Clothing › Dresses". */
  path: string;
  childCount: number;
}

export function flattenCategories(items: CategoryListItem[], level = 1, prefix = ''): FlatCategory[] {
  return items.flatMap(({ subCategories, ...data }) => {
    const path = prefix ? `${prefix} › ${data.name}` : data.name;
    return [
      { ...data, level, path, childCount: subCategories.length },
      ...flattenCategories(subCategories, level + 1, path),
    ];
  });
}

/** Ids of a category and everything below it (a category cannot move under any of them). */
export function subtreeIds(items: CategoryListItem[], id: string): Set<string> {
  const out = new Set<string>();
  const collect = (list: CategoryListItem[], inside: boolean) => {
    for (const item of list) {
      const here = inside || item.id === id;
      if (here) out.add(item.id);
      collect(item.subCategories, here);
    }
  };
  collect(items, false);
  return out;
}

/** Sort keys of the list view (a server page parses them; a 'use client' file cannot export data to it). */
export const CATEGORY_SORTS = ['name', 'code', 'level', 'products'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];
