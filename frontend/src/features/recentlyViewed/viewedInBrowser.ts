import { RECENTLY_VIEWED_SHOWN, type ViewedProduct } from '@handmade/common';

/** A visitor's recently viewed products, kept in this browser until they sign in (then merged into the account). */
const KEY = 'handmade.recentlyViewed';

export function readViews(): ViewedProduct[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(kept)
      ? kept.filter(
          (item): item is ViewedProduct =>
            Number.isInteger(item?.product_id) && typeof item?.viewed_at === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The product viewed now goes first, once; the oldest fall off past what a list shows. */
export function rememberView(productId: number): void {
  const views = [
    { product_id: productId, viewed_at: new Date().toISOString() },
    ...readViews().filter((view) => view.product_id !== productId),
  ].slice(0, RECENTLY_VIEWED_SHOWN);
  try {
    localStorage.setItem(KEY, JSON.stringify(views));
  } catch {
    // Storage full or turned off: the visitor simply has no list.
  }
}

export function forgetViews(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
