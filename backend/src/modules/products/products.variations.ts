import type { Knex } from 'knex';
import type { ProductInput } from '@handmade/common';

/** The columns of `products` a listing's form writes directly; variations are written by `writeVariations`. */
export function listingColumns(input: ProductInput) {
  const { options: _options, variants: _variants, personalization: _personalization, ...columns } = input;
  return columns;
}

const keyOf = (values: string[]) => JSON.stringify(values);

/**
 * Writes the listing's options, variants and personalization when the input names them (an edit that
 * leaves them out keeps them). Variants are matched to the stored ones by their values: a kept combination
 * keeps its id (cart lines and order lines point at it), a dropped one goes, a new one is added. The trigger
 * on `product_variants` then sets the listing's lowest price, highest price and total stock (migration 022).
 */
export async function writeVariations(
  trx: Knex.Transaction,
  productId: number,
  input: ProductInput,
): Promise<void> {
  if (input.personalization !== undefined) {
    const asked = input.personalization;
    await trx('products')
      .where({ id: productId })
      .update({
        personalization_prompt: asked?.prompt ?? null,
        personalization_required: asked?.required ?? false,
        personalization_max_length: asked?.max_length ?? null,
      });
  }
  if (input.options === undefined && input.variants === undefined) return;
  const options = input.options ?? [];
  const variants = options.length === 0 ? [] : (input.variants ?? []);
  await trx('products')
    .where({ id: productId })
    .update({
      options: JSON.stringify(options),
      option_words: options.flatMap((option) => [option.name, ...option.values]).join(' '),
    });

  const stored: { id: number; option_values: string[] }[] = await trx('product_variants')
    .select('id', 'option_values')
    .where({ product_id: productId });
  const storedByKey = new Map(stored.map((row) => [keyOf(row.option_values), row.id]));
  const kept = new Set<number>();
  for (const [position, variant] of variants.entries()) {
    const row = { price: variant.price, inventory: variant.inventory, sku: variant.sku, position };
    const id = storedByKey.get(keyOf(variant.option_values));
    if (id === undefined) {
      await trx('product_variants').insert({
        ...row,
        product_id: productId,
        option_values: variant.option_values,
      });
    } else {
      kept.add(id);
      await trx('product_variants').where({ id }).update(row);
    }
  }
  const dropped = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
  if (dropped.length > 0) await trx('product_variants').whereIn('id', dropped).delete();

  if (variants.length === 0) {
    // Back to one price and one stock: the form's.
    await trx('products')
      .where({ id: productId })
      .update({ price: input.price, inventory: input.inventory, price_max: null });
  }
}

/**
 * A listing with variants is on sale while one of them has stock: archived when none has, listed again when
 * one has. Run after every write of a listing, whatever it changed.
 */
export async function listByVariantStock(trx: Knex.Transaction, productId: number): Promise<void> {
  await trx('products')
    .where({ id: productId })
    .whereRaw("options <> '[]'")
    .update({ archived_at: trx.raw('CASE WHEN inventory = 0 THEN coalesce(archived_at, now()) END') });
}
