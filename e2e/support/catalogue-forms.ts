import { test as base } from './back-office';
import { ProductFamiliesPage } from './pages/product-families-page';
import { StorefrontPreview } from './pages/storefront-preview';
import { SupplierFormPage } from './pages/supplier-form';

export { demoUser, expect, signIn, uniqueSuffix } from './back-office';

/** The back-office fixtures plus the page objects of product families, suppliers and the storefront preview. */
export const test = base.extend<{
  families: ProductFamiliesPage;
  supplierForm: SupplierFormPage;
  preview: StorefrontPreview;
}>({
  families: async ({ page }, use) => use(new ProductFamiliesPage(page)),
  supplierForm: async ({ page }, use) => use(new SupplierFormPage(page)),
  preview: async ({ page }, use) => use(new StorefrontPreview(page)),
});
