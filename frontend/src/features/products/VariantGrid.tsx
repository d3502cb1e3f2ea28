import { formatPrice } from '@handmade/common';
import { useState } from 'react';
import { rowErrorKey, type GridRow, type RowDraft } from './variationsDraft';

interface VariantGridProps {
  /** The names of the options that have values, which the first column's heading names. */
  optionNames: string[];
  rows: GridRow[];
  errors: Record<string, string>;
  onChange: (rows: GridRow[], changes: Partial<RowDraft>) => void;
}

type Field = 'price' | 'inventory' | 'sku';

const FIELDS: { field: Field; label: string; header: string }[] = [
  { field: 'price', label: 'Price', header: 'Price (USD)' },
  { field: 'inventory', label: 'Stock', header: 'Stock' },
  { field: 'sku', label: 'SKU', header: 'SKU (optional)' },
];

/** "12.5" reads "12.50" once the seller leaves the box; anything else stays for the rules to explain. */
function tidyPrice(value: string): string {
  const price = Number(value);
  return value.trim() !== '' && Number.isFinite(price) ? formatPrice(price) : value;
}

const INPUTS: Record<
  Field,
  { type: string; inputMode: 'decimal' | 'numeric' | 'text'; min?: number; step?: number }
> = {
  price: { type: 'number', inputMode: 'decimal', min: 0.01, step: 0.01 },
  inventory: { type: 'number', inputMode: 'numeric', min: 0, step: 1 },
  sku: { type: 'text', inputMode: 'text' },
};

/** One "set every …" box and its button. */
function SetEvery({
  field,
  label,
  onSet,
}: {
  field: 'price' | 'inventory';
  label: string;
  onSet: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  const id = `variants-every-${field}`;
  const set = () => value.trim() && onSet(field === 'price' ? tidyPrice(value) : value.trim());
  return (
    <div className="field variant-grid__every">
      <label htmlFor={id}>{label}</label>
      <div className="variant-grid__every-row">
        <input
          id={id}
          value={value}
          type="number"
          inputMode={INPUTS[field].inputMode}
          min={INPUTS[field].min}
          step={INPUTS[field].step}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            // Enter sets the rows, it does not send the form.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            set();
          }}
        />
        <button type="button" className="button button--secondary" onClick={set}>
          {field === 'price' ? 'Set every price' : 'Set every stock'}
        </button>
      </div>
    </div>
  );
}

/**
 * A row per combination: whether it is offered, its price, stock and SKU. A table on wide screens; on a
 * phone each row is a card whose boxes carry their own labels.
 */
export function VariantGrid({ optionNames, rows, errors, onChange }: VariantGridProps) {
  return (
    <div className="variant-grid">
      <div className="variant-grid__helpers">
        <SetEvery
          field="price"
          label="Price for every combination (USD)"
          onSet={(price) => onChange(rows, { price })}
        />
        <SetEvery
          field="inventory"
          label="Stock for every combination"
          onSet={(inventory) => onChange(rows, { inventory })}
        />
      </div>
      <table className="variant-grid__table">
        <caption className="visually-hidden">Price and stock of each combination</caption>
        <thead>
          <tr>
            <th scope="col">{optionNames.join(' / ')}</th>
            <th scope="col">Offered</th>
            {FIELDS.map(({ field, header }) => (
              <th key={field} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key} className={row.row.offered ? 'variant-grid__row' : 'variant-grid__row is-off'}>
              <th scope="row" className="variant-grid__name">
                {row.name}
              </th>
              <td className="variant-grid__offered">
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={row.row.offered}
                    onChange={(event) => onChange([row], { offered: event.target.checked })}
                  />
                  <span className="variant-grid__cell-label">Offered</span>
                  <span className="visually-hidden"> ({row.name})</span>
                </label>
              </td>
              {FIELDS.map(({ field, label }) => {
                const id = `variant-${index}-${field}`;
                const error = row.row.offered ? errors[rowErrorKey(row.key, field)] : undefined;
                return (
                  <td key={field} className={`variant-grid__cell variant-grid__cell--${field}`}>
                    <label htmlFor={id} className="variant-grid__cell-label">
                      {label}
                      <span className="visually-hidden"> ({row.name})</span>
                    </label>
                    <input
                      id={id}
                      {...INPUTS[field]}
                      value={row.row[field]}
                      disabled={!row.row.offered}
                      onChange={(event) => onChange([row], { [field]: event.target.value })}
                      onBlur={
                        field === 'price'
                          ? () =>
                              row.row.price !== tidyPrice(row.row.price) &&
                              onChange([row], { price: tidyPrice(row.row.price) })
                          : undefined
                      }
                      aria-invalid={Boolean(error)}
                      aria-describedby={error ? `${id}-error` : undefined}
                    />
                    {error && (
                      <p id={`${id}-error`} className="field-error">
                        {error}
                      </p>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
