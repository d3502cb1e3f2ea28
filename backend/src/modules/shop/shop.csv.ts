import type { ShopOrderLine } from '@handmade/common';

export const CSV_COLUMNS = [
  'order_number',
  'created_at',
  'buyer',
  'product_id',
  'title',
  'unit_price',
  'quantity',
  'line_total',
] as const;

/**
 * A field as RFC 4180 wants it, quoted when it holds a comma, quote or line break. Text a spreadsheet
 * would run as a formula (`=`, `+`, `-`, `@` first) gets a leading apostrophe: titles are typed by users.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(fields: (string | number | null)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

export function csvLine(line: ShopOrderLine): string {
  const total = (Math.round(line.unit_price * 100) * line.quantity) / 100;
  return csvRow([
    line.order_number,
    line.created_at,
    line.buyer,
    line.product_id,
    line.title,
    line.unit_price.toFixed(2),
    line.quantity,
    total.toFixed(2),
  ]);
}
