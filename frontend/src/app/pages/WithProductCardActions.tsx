import type { ReactNode } from 'react';
import { AddToCartButton } from '../../features/cart/AddToCartButton';
import { FavoriteButton } from '../../features/favorites/FavoriteButton';
import {
  ProductCardActionsContext,
  type ProductCardActions,
} from '../../features/products/ProductCardActions';

const actions: ProductCardActions = { FavoriteButton, AddToCartButton };

/** Product cards below this get the favorites heart and the cart button. */
export function WithProductCardActions({ children }: { children: ReactNode }) {
  return <ProductCardActionsContext value={actions}>{children}</ProductCardActionsContext>;
}
