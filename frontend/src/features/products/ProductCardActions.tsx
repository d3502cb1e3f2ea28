import { createContext, use, type ComponentType } from 'react';
import type { Product } from '../../lib/types';

/** A control on a product card that another feature owns, such as the heart or "Add to cart". */
export type ProductCardAction = ComponentType<{ product: Product; className: string }>;

export interface ProductCardActions {
  FavoriteButton: ProductCardAction;
  AddToCartButton: ProductCardAction;
}

const none: ProductCardAction = () => null;

/**
 * The cards' controls come from the page that shows the grid: app/ provides the favorites heart and the cart
 * button here, so the products feature imports neither feature.
 */
export const ProductCardActionsContext = createContext<ProductCardActions>({
  FavoriteButton: none,
  AddToCartButton: none,
});

export const useProductCardActions = () => use(ProductCardActionsContext);
