import { createAction } from '@reduxjs/toolkit';
import type { CheckoutResult } from '../../lib/types';

/**
 * A purchase went through. The products, cart and favorites slices answer it; it lives apart from the
 * checkout code so that code can load with the checkout page.
 */
export const checkoutCompleted = createAction<CheckoutResult>('checkout/completed');
