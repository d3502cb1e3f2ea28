import { createAction } from '@reduxjs/toolkit';

/**
 * A listing was deleted. The products, featured product, cart and favorites slices answer it; it lives apart
 * from them so the first load can carry the featured product without the rest of the products slice.
 */
export const productDeleted = createAction<number>('products/productDeleted');
