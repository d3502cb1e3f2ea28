// After the soak: the database must still add up (stock, orders, totals).
import pg from 'pg';
import { INITIAL_INVENTORY } from './soakTraffic';

export interface ConsistencyReport {
  products: number;
  orders: number;
  orderItems: number;
  unitsSold: number;
  violations: string[];
}

export async function checkConsistency(
  databaseUrl: string,
  productIds: number[],
  successfulCheckouts: number,
  inFlightAtEnd: number,
): Promise<ConsistencyReport> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const violations: string[] = [];
    const stock = await client.query<{ id: number; inventory: number; sold: string }>(
      `SELECT p.id, p.inventory, coalesce(sum(oi.quantity), 0) AS sold
         FROM products p LEFT JOIN order_items oi ON oi.product_id = p.id
        WHERE p.id = ANY($1) GROUP BY p.id ORDER BY p.id`,
      [productIds],
    );
    let unitsSold = 0;
    for (const row of stock.rows) {
      unitsSold += Number(row.sold);
      if (row.inventory < 0) violations.push(`product ${row.id}: negative inventory ${row.inventory}`);
      if (INITIAL_INVENTORY - Number(row.sold) !== row.inventory) {
        violations.push(
          `product ${row.id}: ${INITIAL_INVENTORY} - ${row.sold} sold = ${INITIAL_INVENTORY - Number(row.sold)}, inventory ${row.inventory}`,
        );
      }
    }
    if (stock.rowCount !== productIds.length) {
      violations.push(`expected ${productIds.length} soak products, found ${stock.rowCount}`);
    }
    const negative = await client.query('SELECT id FROM products WHERE inventory < 0');
    for (const row of negative.rows) violations.push(`product ${row.id} has negative inventory`);

    const orders = await client.query<{ id: number; total: string; items: string; sum: string | null }>(
      `SELECT o.id, o.total::text, count(oi.id) AS items, sum(oi.unit_price * oi.quantity)::text AS sum
         FROM orders o LEFT JOIN order_items oi ON oi.order_id = o.id GROUP BY o.id`,
    );
    let orderItems = 0;
    for (const row of orders.rows) {
      orderItems += Number(row.items);
      if (Number(row.items) === 0) violations.push(`order ${row.id} has no items`);
      if (row.sum === null || Number(row.sum) !== Number(row.total)) {
        violations.push(`order ${row.id}: total ${row.total}, items add up to ${row.sum}`);
      }
    }
    // A checkout still in flight when the load stops may commit without its answer being counted.
    const stored = orders.rowCount ?? 0;
    if (stored < successfulCheckouts || stored > successfulCheckouts + inFlightAtEnd) {
      violations.push(`${successfulCheckouts} checkouts answered 200, ${stored} orders stored`);
    }
    return {
      products: stock.rowCount ?? 0,
      orders: orders.rowCount ?? 0,
      orderItems,
      unitsSold,
      violations,
    };
  } finally {
    await client.end();
  }
}
