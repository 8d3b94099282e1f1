import { detail, slot } from '../support/catalogue';
import { expect, signIn, test } from '../support/back-office';
import { jpegWithExif } from '../support/media';
import { ProductPage } from '../support/pages/product-page';

/* Writes images of the products of slot 95 (e2e/support/catalogue.ts). */

test.describe('product images in the back-office', () => {
  test('a catalogue manager uploads an image, describes it, moves it with the keyboard, views it large and deletes it', async ({ page, api }) => {
    const [item] = await slot(api, 95);
    await signIn(page, 'catalogue');
    const product = new ProductPage(page);
    await product.goto(item.productId, 'media');
    const panel = product.panel();
    const gallery = panel.getByRole('list', { name: 'Images' });

    await panel.getByLabel('Choose images').setInputFiles({ name: 'lighthouse.jpg', mimeType: 'image/jpeg', buffer: await jpegWithExif(1800, 1200) });
    await expect(panel.getByRole('list', { name: 'Uploads' }).getByRole('status')).toHaveText('Uploaded', { timeout: 60_000 });
    const card = gallery.getByRole('listitem').filter({ hasText: 'lighthouse.jpg' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Default');

    await card.getByRole('textbox', { name: 'Alt text for lighthouse.jpg' }).fill('Lighthouse at dusk');
    await card.getByRole('button', { name: 'Save alt text for lighthouse.jpg' }).click();
    await expect(page.getByText('Alt text saved')).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'Lighthouse at dusk' })).toBeVisible();

    const count = await gallery.getByRole('listitem').count();
    expect(count, 'the demo product has images of its own to move past').toBeGreaterThan(1);
    await gallery.getByRole('button', { name: `Move lighthouse.jpg, position 1 of ${count}` }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery.getByRole('button', { name: `Move lighthouse.jpg, position 2 of ${count}` })).toBeFocused();
    await expect(gallery.getByRole('listitem').nth(1)).toContainText('lighthouse.jpg');
    await expect
      .poll(async () => {
        const files = (await detail(api, item.productId)).detail.media.files as { name: string; displayOrder: number }[];
        return [...files].sort((a, b) => a.displayOrder - b.displayOrder).findIndex((f) => f.name === 'lighthouse.jpg');
      })
      .toBe(1);

    await gallery.getByRole('button', { name: 'Open lighthouse.jpg full size' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Lighthouse at dusk' });
    const large = lightbox.getByRole('img', { name: 'Lighthouse at dusk' });
    await expect(large).toHaveAttribute('src', /\/w1600\.webp$/);
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();

    await gallery.getByRole('button', { name: 'Delete lighthouse.jpg' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this image?' });
    await confirm.getByRole('button', { name: 'Delete image' }).click();
    await expect(page.getByText('Image deleted')).toBeVisible();
    await expect(gallery.getByRole('listitem').filter({ hasText: 'lighthouse.jpg' })).toHaveCount(0);
    await expect(gallery.getByRole('listitem')).toHaveCount(count - 1);
  });

  test('support staff see the images but cannot change them', async ({ page, api }) => {
    const [, item] = await slot(api, 95);
    await signIn(page, 'support');
    const product = new ProductPage(page);
    await product.goto(item.productId, 'media');
    await expect(product.panel().getByRole('list', { name: 'Images' }).getByRole('listitem').first()).toBeVisible();
    await expect(product.panel().getByLabel('Choose images')).toHaveCount(0);
    await expect(product.panel().getByRole('button', { name: /^Delete / })).toHaveCount(0);
  });
});
