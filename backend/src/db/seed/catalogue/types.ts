import type { ArtName, PaletteName } from '../art';

export interface ProductSeed {
  /** The seller's username. */
  seller: string;
  categoryId: 1 | 2 | 3 | 4 | 5;
  title: string;
  description: string;
  price: number;
  inventory: number;
  art: ArtName;
  palette: PaletteName;
  /** How many photos the listing has, 1 to 6. */
  photos: number;
}

type Fields = Omit<ProductSeed, 'categoryId'>;

/** Compact rows for the catalogue files: seller, drawing, colourway, photos, price, stock, title, text. */
export type Row = [string, ArtName, PaletteName, number, number, number, string, string];

export function products(categoryId: ProductSeed['categoryId'], rows: Row[]): ProductSeed[] {
  return rows.map(([seller, art, palette, photos, price, inventory, title, description]): ProductSeed => {
    const fields: Fields = { seller, art, palette, photos, price, inventory, title, description };
    return { categoryId, ...fields };
  });
}
