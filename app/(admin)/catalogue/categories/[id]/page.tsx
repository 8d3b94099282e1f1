import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { historyTab } from '@/components/history/history-tab';
import { RecordTabs } from '@/components/history/record-tabs';
import { crumbsFor } from '@/components/shell/navigation';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { getCategory, listCategoryTree } from '@/lib/api/categories';
import { ApiError } from '@/lib/api/errors';
import { unlessUnavailable } from '@/lib/api/optional';
import { listProductFamilies } from '@/lib/api/product-families';
import { can } from '@/lib/auth/roles';
import { requireRole } from '@/lib/auth/session';
import { flattenCategories, subtreeIds } from '../category-nodes';
import { TranslationsTab } from '@/components/translations/translations-tab';
import { CategoryForm } from './category-form';
import { loadCategoryTranslationsAction, saveCategoryTranslationsAction } from './translation-actions';

export const metadata: Metadata = { title: 'Category' };

const SECTIONS = [
  ['general', 'General'],
  ['seo', 'Storefront and SEO'],
  ['media', 'Images and files'],
  ['additional-info', 'Additional information'],
  ['subcategories', 'Subcategories'],
] as const;

async function loadCategory(id: string) {
  if (!z.uuid().safeParse(id).success) notFound();
  try {
    return await getCategory(id);
  } catch (e) {
    if (e instanceof ApiError && e.isNotFound) notFound();
    throw e;
  }
}

export default async function CategoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  const staff = await requireRole('categories');
  const [{ id }, { tab }] = await Promise.all([params, searchParams]);
  const [{ category, etag }, tree, families, history] = await Promise.all([
    loadCategory(id),
    listCategoryTree(),
    unlessUnavailable(listProductFamilies(), 'product families'),
    historyTab('category', id),
  ]);
  const flat = flattenCategories(tree);
  const excluded = subtreeIds(tree, id);
  const parentOptions = flat.filter((c) => !excluded.has(c.id)).map((c) => ({ value: c.id, label: c.path }));
  const idsByCode = Object.fromEntries(flat.map((c) => [c.categoryCode, c.id]));
  const path = flat.find((c) => c.id === id)?.path;

  return (
    <>
      <PageHeader
        title={category.name}
        meta={category.isFeatured ? <Badge tone="accent">Featured</Badge> : undefined}
        description={path ?? undefined}
        breadcrumbs={[...crumbsFor('/catalogue/categories'), { label: category.name }]}
      />
      <RecordTabs
        label="Category sections"
        initial={typeof tab === 'string' ? tab : undefined}
        tabs={[
          {
            value: 'details',
            label: 'Details',
            content: (
              <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_16rem]">
                {/* Keyed by version: after a save or a reload the form starts again from what is stored. */}
                <CategoryForm
                  key={etag ?? 'unversioned'}
                  id={id}
                  etag={etag}
                  category={category}
                  parentOptions={parentOptions}
                  families={families}
                  idsByCode={idsByCode}
                  canWrite={can(staff.role, 'categories', 'write')}
                />
                <aside className="space-y-4 lg:sticky lg:top-16 lg:self-start">
                  <Card>
                    <CardHeader title="At a glance" />
                    <CardBody>
                      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                        <dt className="text-slate-500">Products</dt>
                        <dd className="text-right font-medium tabular-nums">
                          {category.prodCount.toLocaleString('en-GB')}
                        </dd>
                        <dt className="text-slate-500">Level</dt>
                        <dd className="text-right tabular-nums">{category.level}</dd>
                        <dt className="text-slate-500">Position</dt>
                        <dd className="text-right tabular-nums">{category.displayOrder}</dd>
                        <dt className="text-slate-500">Subcategories</dt>
                        <dd className="text-right tabular-nums">{category.subcategories.length}</dd>
                        <dt className="text-slate-500">Parent</dt>
                        <dd className="truncate text-right">
                          {category.parentId ? (
                            <Link
                              className="hover:underline"
                              href={`/catalogue/categories/${category.parentId}`}
                            >
                              {category.parent}
                            </Link>
                          ) : (
                            'Top level'
                          )}
                        </dd>
                      </dl>
                    </CardBody>
                  </Card>
                  <nav aria-label="Sections of this page" className="hidden text-sm lg:block">
                    <p className="mb-1 px-2 text-xs font-medium text-slate-500">On this page</p>
                    <ul>
                      {SECTIONS.map(([anchor, label]) => (
                        <li key={anchor}>
                          <a
                            href={`#${anchor}`}
                            className="block rounded px-2 py-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                          >
                            {label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </nav>
                </aside>
              </div>
            ),
          },
          {
            value: 'translations',
            label: 'Translations',
            content: (
              <TranslationsTab
                id={id}
                noun="category"
                canWrite={can(staff.role, 'categories', 'write')}
                load={loadCategoryTranslationsAction}
                save={saveCategoryTranslationsAction}
              />
            ),
          },
          history,
        ]}
      />
    </>
  );
}
