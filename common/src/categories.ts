export const CATEGORIES = [
  { id: 1, name: 'Home & Living' },
  { id: 2, name: 'Accessories' },
  { id: 3, name: 'Crafting' },
  { id: 4, name: 'Jewelry' },
  { id: 5, name: 'Clothing' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

export function categoryName(id: number): string | undefined {
  return CATEGORIES.find((category) => category.id === id)?.name;
}

export const LOW_STOCK_THRESHOLD = 5;
export const MAX_PRODUCT_IMAGES = 6;
export const FAVORITE_BANNER_MS = 2000;
