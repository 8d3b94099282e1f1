import { z } from 'zod';
import {
  feedSchema,
  masterDataItemSchema,
  micrositeSchema,
  navMenuSchema,
  redirectRuleSchema,
  type NavItem,
} from '@/lib/api/schemas/content';
import { MASTER_DATA_TABLES } from '@/lib/api/schemas/master-data';
import { expect, expectV2Failure, test } from '../support/api';
import { expectV2Success } from '../support/v2';

const flatten = (items: NavItem[]): NavItem[] => items.flatMap((i) => [i, ...flatten(i.navBlocks)]);
const depth = (i: NavItem): number => 1 + Math.max(0, ...i.navBlocks.map(depth));

test.describe('v2 content: navigation', () => {
  test('the storefront reads header and footer menus as trees in Wrapper D', async ({ api }) => {
    const res = await api.get('/api/v2/content/nav');
    const menu = await expectV2Success(res, navMenuSchema);
    const raw = (await res.json()).result;
    // the spec's own spellings, not corrected ones
    expect(raw.header[0]).toHaveProperty('footerCotent');
    expect(raw.header[0]).toHaveProperty('htmlAttrinutes');
    expect(raw.header[0]).not.toHaveProperty('footerContent');
    expect(menu.header.length).toBeGreaterThan(0);
    expect(menu.footer.length).toBeGreaterThan(0);
    for (const item of flatten(menu.header)) expect(item.navPosition).toBe(1);
    for (const item of flatten(menu.footer)) expect(item.navPosition).toBe(2);
    // departments open into columns of links
    expect(Math.max(...menu.header.map(depth))).toBeGreaterThanOrEqual(3);
    expect(Math.max(...menu.footer.map(depth))).toBeGreaterThanOrEqual(2);
    for (const list of [
      menu.header,
      menu.footer,
      ...flatten([...menu.header, ...menu.footer]).map((i) => i.navBlocks),
    ]) {
      const orders = list.map((i) => i.displayOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    }
    for (const item of flatten([...menu.header, ...menu.footer]))
      expect(item.caption.length).toBeGreaterThan(0);
  });

  test('header departments follow the category tree: caption and link of the category', async ({ api }) => {
    const menu = await expectV2Success(await api.get('/api/v2/content/nav'), navMenuSchema);
    const roots = (await (await api.get('/api/v1/category')).json()).result as { id: string; name: string }[];
    const department = menu.header.find(
      (h) => h.navBlocks.length > 0 && roots.some((r) => r.name === h.caption),
    );
    expect(department, 'a header item is a root category').toBeDefined();
    const category = roots.find((r) => r.name === department!.caption)!;
    const detail = await (await api.get(`/api/v1/category/${category.id}`)).json();
    expect(department!.hyperlink).toBe(detail.link);
    expect(department!.isTopNav).toBe(true);
  });

  test('the Language header translates captions where a translation exists', async ({ api }) => {
    const plain = await expectV2Success(await api.get('/api/v2/content/nav'), navMenuSchema);
    const german = await expectV2Success(
      await api.get('/api/v2/content/nav', { headers: { Language: 'de-DE' } }),
      navMenuSchema,
    );
    const unknown = await expectV2Success(
      await api.get('/api/v2/content/nav', { headers: { Language: 'xx' } }),
      navMenuSchema,
    );
    // Top captions: the cache test of v2-infra.spec.ts renames a leaf category meanwhile, never a department.
    const tops = (m: typeof plain) => [...m.header, ...m.footer].map((i) => i.caption);
    expect(tops(unknown)).toEqual(tops(plain));
    expect(tops(german)).not.toEqual(tops(plain));
    // same tree, same ids: only captions change
    const ids = (m: typeof plain) => flatten([...m.header, ...m.footer]).map((i) => i.recordId);
    expect(ids(german)).toEqual(ids(plain));
    expect(ids(unknown)).toEqual(ids(plain));
  });

  test('every content call needs the bearer token', async ({ anonymous }) => {
    for (const path of [
      '/api/v2/content/nav',
      '/api/v2/content/feed?slug=x',
      '/api/v2/content/redirects',
      '/api/v2/content/masterdata/20',
      '/api/v2/content/microsite/all',
      '/api/v2/content/feed/all',
    ]) {
      await expectV2Failure(await anonymous.get(path), 401, 'UNAUTHORIZED');
    }
  });
});

test.describe('v2 content: feeds', () => {
  test('a feed is read by its slug, whatever its case', async ({ api }) => {
    const feeds = await expectV2Success(await api.get('/api/v2/content/feed/all'), z.array(feedSchema));
    expect(feeds.length).toBeGreaterThan(0);
    for (const feed of feeds) {
      const one = await expectV2Success(
        await api.get(`/api/v2/content/feed?slug=${encodeURIComponent(feed.slug)}`),
        feedSchema,
      );
      expect(one).toEqual(feed);
      expect(feed.downloadLink).toMatch(/^https?:\/\//);
    }
    const upper = await expectV2Success(
      await api.get(`/api/v2/content/feed?slug=${feeds[0].slug.toUpperCase()}`),
      feedSchema,
    );
    expect(upper.id).toBe(feeds[0].id);
  });

  test('a missing or empty slug is a 400, an unknown one a 404', async ({ api }) => {
    for (const query of ['', '?slug=', '?slug=%20%20', '?other=1']) {
      const body = await expectV2Failure(
        await api.get(`/api/v2/content/feed${query}`),
        400,
        'VALIDATION_ERROR',
      );
      expect(body.errors).toContain('slug: is required');
    }
    const body = await expectV2Failure(
      await api.get('/api/v2/content/feed?slug=no-such-feed-here'),
      404,
      'NOT_FOUND',
    );
    expect(body.errors[0]).toMatch(/^slug: /);
  });
});

test.describe('v2 content: redirects, master data and microsites', () => {
  test('redirect rules map old paths to new URLs with 301 or 302', async ({ api }) => {
    const rules = await expectV2Success(
      await api.get('/api/v2/content/redirects'),
      z.array(redirectRuleSchema),
    );
    expect(rules.length).toBeGreaterThan(0);
    expect(new Set(rules.map((r) => r.oldUrl)).size).toBe(rules.length);
    for (const r of rules) {
      // Issue 9: absolute on the storefront's domain (the vendor storefront rejects relative sources).
      expect(r.oldUrl).toMatch(/^https:\/\/[^/]+\//);
      expect(r.newUrl).toMatch(/^(\/|https?:\/\/)/);
      expect([301, 302]).toContain(r.redirectTypeValue);
    }
  });

  test('master data tables list their active items in display order', async ({ api }) => {
    for (const [name, id] of Object.entries(MASTER_DATA_TABLES)) {
      const items = await expectV2Success(
        await api.get(`/api/v2/content/masterdata/${id}`),
        z.array(masterDataItemSchema),
      );
      for (const item of items) {
        expect(item.table, name).toBe(id);
        expect(item.isActive).toBe(true);
      }
      const orders = items.map((i) => i.displayOrder);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
      const all = await expectV2Success(
        await api.get(`/api/v2/content/masterdata/${id}?includeInactive=true`),
        z.array(masterDataItemSchema),
      );
      expect(all.length).toBeGreaterThanOrEqual(items.length);
      expect(all.filter((i) => i.isActive)).toEqual(items);
    }
    const roles = await expectV2Success(
      await api.get(`/api/v2/content/masterdata/${MASTER_DATA_TABLES.CompanyUserRoles}`),
    );
    expect((roles as unknown[]).length).toBeGreaterThan(0);
  });

  test('a non-numeric table id is a 400 and an unknown table a 404', async ({ api }) => {
    for (const id of ['abc', '1.5', '-1', '%20']) {
      const body = await expectV2Failure(
        await api.get(`/api/v2/content/masterdata/${id}`),
        400,
        'VALIDATION_ERROR',
      );
      expect(body.errors[0]).toMatch(/^id: /);
    }
    await expectV2Failure(await api.get('/api/v2/content/masterdata/987654'), 404, 'NOT_FOUND');
    await expectV2Failure(
      await api.get('/api/v2/content/masterdata/20?includeInactive=maybe'),
      400,
      'VALIDATION_ERROR',
    );
  });

  test('microsites are the active ones in display order', async ({ api }) => {
    const sites = await expectV2Success(
      await api.get('/api/v2/content/microsite/all'),
      z.array(micrositeSchema),
    );
    expect(sites.length).toBeGreaterThan(0);
    expect(sites.every((s) => s.isActive)).toBe(true);
    expect(sites.filter((s) => s.isPrimary).length).toBeLessThanOrEqual(1);
    const orders = sites.map((s) => s.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});
