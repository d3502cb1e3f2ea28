import type { Request, Response } from 'express';
import { setNextLink } from '../../http/pagination';
import type { ProductPage } from './products.service';

/** Names the search run instead of `q` after a typo correction, percent-encoded (headers are ASCII). */
export const CORRECTED_HEADER = 'X-Search-Corrected';

/** A page of products as the lists answer it: the array, the next page's link, and any corrected search. */
export function sendProductPage(req: Request, res: Response, page: ProductPage): void {
  setNextLink(req, res, page.next);
  if (page.corrected) res.set(CORRECTED_HEADER, encodeURIComponent(page.corrected));
  res.json(page.items);
}
