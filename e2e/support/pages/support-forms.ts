import { expect, type Locator, type Page } from '@playwright/test';

/** The message shown with a form control (its aria-describedby error), once the control is marked invalid. */
export async function errorOf(page: Page, control: Locator): Promise<string> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await control.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'));
  return (await page.locator(`[id="${ids[0]}"]`).textContent()) ?? '';
}
