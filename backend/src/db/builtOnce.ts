import type { Knex } from 'knex';

/** A statement as node-postgres takes it: `$1` placeholders, and the values in their order. */
export interface NativeStatement {
  sql: string;
  bindings: readonly unknown[];
}

/** Stands for a statement's `index`-th value while knex builds it once (see `builtOnce`). */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A statement whose text is the same whatever its values, built and compiled by knex on its first run
 * only, then sent with each run's values in their places: building a product's detail read cost a tenth of
 * the worker's CPU for it. `build` must hand each value to knex as one binding, as `where(column, value)`
 * does; a value knex spells out in the text (an array for `whereIn`, a null, a limit) is built each time.
 */
export function builtOnce<Values extends unknown[]>(
  build: (...values: Values) => Knex.QueryBuilder | Knex.Raw,
): (...values: Values) => NativeStatement {
  let compiled: NativeStatement | undefined;
  return (...values) => {
    compiled ??= build(...(values.map((_, index) => new Slot(index)) as Values))
      .toSQL()
      .toNative();
    return {
      sql: compiled.sql,
      bindings: compiled.bindings.map((value) => (value instanceof Slot ? values[value.index] : value)),
    };
  };
}
