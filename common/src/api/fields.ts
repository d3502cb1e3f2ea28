import { z } from '../zod';

/** The building blocks of the answers: one instance each, so a description given to one reaches every use. */
export const id = z.number().int().min(1);
export const count = z.number().int();
/** Money: a JSON number with two decimals. */
export const money = z.number();
/** ISO 8601, as `Date.toISOString()` writes it. */
export const timestamp = z.iso.datetime();
/** An absolute URL or a path on this server (`/uploads/...`). */
export const url = z.string();
