import type { Knex } from 'knex';

const UTC_MILLIS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A JSON string, or null: to_json escapes as JSON.stringify does (quotes, backslashes, control characters). */
const jsonText = (column: string) => `coalesce(to_json(${column}::text)::text, 'null')`;

/**
 * Each product's card as the API writes it (`toProduct`, then `JSON.stringify`): the same keys in the same
 * order, prices and ratings written as JavaScript writes numbers, times to the millisecond. The seller's
 * rating is `sellerRating`'s: Math.round of the mean times ten, which for these values is floor(x + 0.5).
 */
const CARD_TEXTS_VIEW = `
CREATE VIEW product_card_texts AS
SELECT p.id AS product_id, concat(
  '{"id":', p.id,
  ',"title":', ${jsonText('p.title')},
  ',"description":', ${jsonText('p.description')},
  ',"inventory":', p.inventory,
  ',"price":', trim_scale(p.price),
  ',"category_id":', p.category_id,
  ',"seller_id":', p.seller_id,
  ',"preview_image":', ${jsonText('img.url')},
  ',"preview_image_medium":', ${jsonText('img.url_medium')},
  ',"preview_image_small":', ${jsonText('img.url_small')},
  ',"stars_total":', p.stars_total,
  ',"review_count":', p.review_count,
  ',"seller":{"id":', p.seller_id,
  ',"username":', ${jsonText('u.username')},
  ',"first_name":', ${jsonText('u.first_name')},
  ',"last_name":', ${jsonText('u.last_name')},
  ',"seller_rating":', CASE WHEN u.seller_review_count > 0
    THEN (floor(u.seller_stars_total::float8 / u.seller_review_count * 10 + 0.5) / 10)::text
    ELSE '"No Reviews"' END,
  ',"review_count":', u.seller_review_count,
  '},"created_at":"', to_char(p.created_at AT TIME ZONE 'UTC', ${UTC_MILLIS}),
  '","updated_at":"', to_char(p.updated_at AT TIME ZONE 'UTC', ${UTC_MILLIS}),
  '"}') AS card
FROM products p
JOIN users u ON u.id = p.seller_id
LEFT JOIN product_images img ON img.product_id = p.id AND img.preview`;

/** Writes the cards of the products `ids` selects (a query of one column); a card already right is left. */
const REFRESH = (ids: string) => `
  INSERT INTO product_cards (product_id, card)
  SELECT product_id, card FROM product_card_texts WHERE product_id IN (${ids})
  ON CONFLICT (product_id) DO UPDATE SET card = EXCLUDED.card
  WHERE product_cards.card IS DISTINCT FROM EXCLUDED.card`;

/** A card changes with its product, its preview photo, and its seller's names and rating. */
const TRIGGERS = `
CREATE FUNCTION product_cards_of_products() RETURNS trigger AS $$
BEGIN
  ${REFRESH('SELECT id FROM new_rows')};
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER product_cards_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_products();
CREATE TRIGGER product_cards_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_products();

CREATE FUNCTION product_cards_of_images() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    ${REFRESH('SELECT product_id FROM old_rows')};
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    ${REFRESH('SELECT product_id FROM new_rows')};
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER product_cards_image_insert AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_images();
CREATE TRIGGER product_cards_image_update AFTER UPDATE ON product_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_images();
CREATE TRIGGER product_cards_image_delete AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_images();

CREATE FUNCTION product_cards_of_sellers() RETURNS trigger AS $$
BEGIN
  ${REFRESH(`SELECT p.id FROM products p JOIN new_rows n ON n.id = p.seller_id JOIN old_rows o ON o.id = n.id
     WHERE (n.username, n.first_name, n.last_name, n.seller_stars_total, n.seller_review_count)
       IS DISTINCT FROM (o.username, o.first_name, o.last_name, o.seller_stars_total, o.seller_review_count)`)};
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER product_cards_seller_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_cards_of_sellers();`;

/**
 * A page of products read as text ready to send: every list and search page is an array of cards, which
 * the API joins with commas instead of reading some twenty columns a row and writing them again as JSON.
 * Kept in step with its sources by triggers in the writing transaction, so a card is never older than the
 * rows it is made of. A table of its own, not a column of products: a seller's rating changes every card of
 * theirs, and rewriting products rows would rewrite their search indexes too.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE product_cards (
      product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
      card text NOT NULL
    )`);
  await knex.raw(CARD_TEXTS_VIEW);
  await knex.raw(TRIGGERS);
  await knex.raw(
    'INSERT INTO product_cards (product_id, card) SELECT product_id, card FROM product_card_texts',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TRIGGER IF EXISTS product_cards_seller_update ON users;
    DROP TRIGGER IF EXISTS product_cards_image_delete ON product_images;
    DROP TRIGGER IF EXISTS product_cards_image_update ON product_images;
    DROP TRIGGER IF EXISTS product_cards_image_insert ON product_images;
    DROP TRIGGER IF EXISTS product_cards_update ON products;
    DROP TRIGGER IF EXISTS product_cards_insert ON products;
    DROP FUNCTION IF EXISTS product_cards_of_sellers();
    DROP FUNCTION IF EXISTS product_cards_of_images();
    DROP FUNCTION IF EXISTS product_cards_of_products();
    DROP VIEW IF EXISTS product_card_texts;
    DROP TABLE IF EXISTS product_cards;`);
}
