import type { z } from 'zod';
import type { searchImageSchema } from '@/lib/api/schemas/catalog-search';

/** Small display rules shared by search results, related products and basket lines. */
export type MediaRow = {
  product_id: string;
  name: string;
  url: string;
  alt_text: string;
  preview_url: string;
  is_default: boolean;
  display_order: number;
}

/** An image of a product or of another page, linking to `link`. */
export function productImage(m: MediaRow, link: string): z.infer<typeof searchImageSchema> {
  return {
    name: m.name,
    tag: m.is_default ? 'default' : '',
    image: m.url,
    imageTypes: 'Image',
    url: m.url,
    mobileUrl: m.preview_url || m.url,
    alt: m.alt_text,
    link,
    description: '',
    subTitle: '',
    linkType: 'product',
    buttonText: '',
    eventCategory: '',
    eventAction: '',
    gaValue: '',
    isActive: true,
    cssClass: '',
    title: m.alt_text,
    displayOrder: m.display_order,
    imageTags: m.is_default ? ['default'] : [],
  };
}

export const LOW_STOCK = 10;

export function stockMessage(currentStock: number, sellWithoutInventory: boolean): string {
  if (currentStock > LOW_STOCK) return 'In stock';
  if (currentStock > 0) return `Low stock: only ${currentStock} left`;
  return sellWithoutInventory ? 'Available to order' : 'Out of stock';
}

/** The value that tells a variant from its siblings: its colour, or the size after the dash in its name. */
export function variantLabel(v: { name: string; color_name: string }, attribute: string): string {
  if (attribute === 'ColorName') return v.color_name;
  const dash = v.name.lastIndexOf(' – ');
  return dash >= 0 ? v.name.slice(dash + 3) : v.name;
}
