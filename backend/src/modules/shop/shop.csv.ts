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
  'status',
  'ship_by',
  'carrier',
  'tracking_number',
  'ship_to',
  'options',
  'personalization',
] as const;

/** A line as the CSV writes it: the API's line and its shipment's progress and destination. */
export interface CsvOrderLine extends ShopOrderLine {
  /** Null for an order placed before orders had shipments. */
  status: string | null;
  ship_by: string | null;
  carrier: string | null;
  tracking_number: string | null;
  /** "City, CC", or null without an address. */
  ship_to: string | null;
  /** The variant's values as bought ("7 / Silver"), or null. */
  options: string | null;
  /** The buyer's words on the piece as typed, or null. */
  personalization: string | null;
}

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

export function csvLine(line: CsvOrderLine): string {
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
    line.status,
    line.ship_by,
    line.carrier,
    line.tracking_number,
    line.ship_to,
    line.options,
    line.personalization,
  ]);
}
