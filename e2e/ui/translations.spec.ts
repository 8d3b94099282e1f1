import type { APIRequestContext, Page } from '@playwright/test';
import { AccessibilityAudit } from '../support/accessibility';
import { expect, signIn, test, uniqueSuffix } from '../support/back-office';
import { createCategory } from '../support/categories';
import { okD, search, type SearchItem } from '../support/commerce';
import { Shell } from '../support/pages/shell';
import { ProductPage } from '../support/pages/product-page';

/**
 * Translating a product in the back-office (issue 38): the product page's Translations tab, the v2
 * answers in the language saved, and the dashboard's progress. No other UI spec writes translations,
 * so the French counts move by this file's products alone.
 */
type Progress = { locales: { locale: string; products: number; named: number; complete: number }[] };

/** A product the storefront lists (so v2 answers it by id), `n`th of a page no other spec picks from. */
async function liveProduct(api: APIRequestContext, n: number): Promise<SearchItem> {
  const page = await search(api, { pageSize: 40, sortBy: 'price-desc', currentPage: 2 });
  const product = page.results.filter((p) => p.brand !== '')[n];
  expect(product).toBeTruthy();
  return product;
}

async function frenchNamed(api: APIRequestContext): Promise<number> {
  const res = await api.get('/api/v1/translations/progress?locale=fr');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).result as Progress).locales[0].named;
}

/** The page's width is the window's: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('translations', () => {
  // Signing in can take half a minute when the suite's workers and the server share two cores.
  test.describe.configure({ timeout: 120_000 });

  test('a catalogue manager translates a product into French: v2 answers in French with Language fr, and the dashboard counts it', async ({
    page,
    api,
  }) => {
    const product = await liveProduct(api, 3);
    // Starts untranslated, also when a retry or --repeat-each runs it again on the same product.
    const reset = await api.put(`/api/v1/product/${product.id}/translations`, { data: { locale: 'fr', fields: { name: null, shortDescription: null, seoUrl: null } } });
    expect(reset.status(), await reset.text()).toBe(200);
    const namedBefore = await frenchNamed(api);
    await signIn(page, 'catalogue');
    const productPage = new ProductPage(page);
    await productPage.goto(product.id);
    await productPage.open('Translations');

    const panel = productPage.panel();
    const language = panel.getByLabel('Language', { exact: true });
    await expect(language).toBeVisible();
    await language.selectOption('fr-FR');
    await expect(page).toHaveURL(/[?&]locale=fr-FR/);
    const name = panel.getByLabel('Name in French', { exact: true });
    const short = panel.getByLabel('Short description in French', { exact: true });
    // Not translated yet: the English text beside, and the field says it falls back.
    await expect(name).toHaveValue('');
    await expect(panel.getByTestId('translation-name')).toContainText(product.name);
    await expect(panel.getByTestId('translation-name')).toContainText('Not translated: uses English.');

    const frName = `Lampe ${uniqueSuffix()}`;
    await name.fill(frName);
    await short.fill('Une lampe qui éclaire en français.');
    await expect(panel.getByText('2 fields changed in French')).toBeVisible();
    // Saved from the keyboard: Enter in a one-line field submits the form.
    await name.press('Enter');
    await expect(new Shell(page).toast('French translation saved (2 fields)')).toBeVisible();
    await expect(panel.getByText('No changes')).toBeVisible();
    await expect(language.locator('option[value="fr-FR"]')).toContainText(': 2 of');

    const fr = await okD<SearchItem & { shortDescription: string }>(
      await api.get(`/api/v2/catalog/product/${product.id}`, { headers: { Language: 'fr' } }),
    );
    expect(fr.name).toBe(frName);
    expect(fr.shortDescription).toBe('Une lampe qui éclaire en français.');
    expect((await okD<SearchItem>(await api.get(`/api/v2/catalog/product/${product.id}`))).name).toBe(product.name);

    // A bad slug is refused by the service, and its message is shown at the field.
    const slug = panel.getByLabel('URL slug in French', { exact: true });
    await slug.fill('pas un slug !');
    await panel.getByRole('button', { name: 'Save French' }).click();
    await expect(panel.getByRole('alert')).toContainText('The French translation was not saved');
    await expect(slug).toHaveAttribute('aria-invalid', 'true');
    await expect(slug).toBeFocused();
    await expect(panel.getByText(/is not a slug/)).toBeVisible();
    await panel.getByRole('button', { name: 'Discard changes' }).click();
    await expect(slug).toHaveValue('');

    const audit = new AccessibilityAudit(page);
    await audit.check('/catalogue/products/[id]?tab=translations', '[role=tabpanel]');

    await page.goto('/');
    const french = page.getByTestId('translation-progress-fr-FR');
    await expect(french.getByTestId('named')).toHaveText((namedBefore + 1).toLocaleString('en-GB'));
    await audit.check('/ (translation progress)', '[aria-labelledby=translation-progress]');
    audit.expectNone();

    // The same tab, editable, on a phone, opened by an address naming the language: nothing wider than the window.
    await page.setViewportSize({ width: 390, height: 844 });
    await productPage.goto(product.id, 'translations&locale=fr-FR');
    await expect(name).toHaveValue(frName);
    await expectNoSidewaysScroll(page);
  });

  test('a category is translated with the same editor', async ({ page, api }) => {
    const { id } = await createCategory(api, `Lamps ${uniqueSuffix()}`);
    await signIn(page, 'catalogue');
    await page.goto(`/catalogue/categories/${id}?tab=translations`);
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Language', { exact: true }).selectOption('fr-FR');
    const frName = `Lampes ${uniqueSuffix()}`;
    await panel.getByLabel('Name in French', { exact: true }).fill(frName);
    await panel.getByRole('button', { name: 'Save French' }).click();
    await expect(new Shell(page).toast('French translation saved (1 field)')).toBeVisible();
    const res = await api.get(`/api/v1/category/${id}/translations`);
    expect(res.status(), await res.text()).toBe(200);
    expect((await res.json()).result.translations['fr-FR']).toEqual({ name: frName });
  });

  test('on a phone the Translations tab fits the window; a role that may only read products sees it read-only', async ({ page, api }) => {
    const product = await liveProduct(api, 4);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'support');
    const productPage = new ProductPage(page);
    await productPage.goto(product.id, 'translations');
    const panel = productPage.panel();
    const name = panel.getByLabel('Name in German', { exact: true });
    await expect(name).toBeVisible();
    await expect(name).toHaveAttribute('readonly', '');
    await expect(panel.getByText('Your role may read the translations but not change them.')).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    const audit = new AccessibilityAudit(page);
    await audit.check('/catalogue/products/[id]?tab=translations (phone, read-only)', '[role=tabpanel]');
    audit.expectNone();
  });
});
