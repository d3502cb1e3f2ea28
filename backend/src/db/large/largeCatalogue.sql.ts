/**
 * A marketplace-sized catalogue generated inside PostgreSQL with generate_series: no rows cross the wire,
 * so 100k products and 1M reviews load in two to three minutes. Names are combined from word lists; photos are
 * shared with the demo catalogue (the rows point at its URLs under keys of their own that hold no objects), a
 * photo of the same kind of thing as the title names.
 */
export const LARGE_CATALOGUE_SQL = `
CREATE TEMP TABLE bulk_words AS SELECT
  ARRAY['Hand-thrown','Rustic','Speckled','Hand-knit','Woven','Hand-carved','Botanical','Minimal','Vintage-style',
        'Hammered','Glazed','Embroidered','Linen','Walnut','Copper','Sterling','Chunky','Dainty','Indigo','Sage']
    AS adjectives,
  ARRAY['mug','bowl','vase','scarf','beanie','tote bag','necklace','ring','earrings','candle','planter','quilt',
        'wallet','soap bar','cutting board','wall hanging','sweater','bracelet','journal','coaster set']
    AS nouns,
  ARRAY[1,1,1,5,5,2,4,4,4,1,1,1,2,3,1,1,5,4,3,1] AS noun_categories,
  -- What a demo product's title says when its photo shows each noun (no demo journal or coaster: those
  -- take a photo from their category).
  ARRAY['mug','bowl','vase','scarf','beanie','tote','necklace|pendant','\\mring\\M','earring','candle',
        'planter|succulent pot','quilt','wallet','soap','cutting board|board','wall hanging|weaving|tapestry',
        'sweater|cardigan|jumper','bracelet','^$','^$'] AS noun_patterns;

INSERT INTO users (username, email, first_name, last_name, password_hash)
SELECT 'shopper' || lpad(n::text, 5, '0'), 'shopper' || lpad(n::text, 5, '0') || '@bulk.handmade.market',
       (ARRAY['Alex','Sam','Jo','Riley','Morgan','Casey','Jamie','Taylor','Quinn','Drew'])[1 + n % 10],
       (ARRAY['Rivera','Chen','Okafor','Novak','Haddad','Silva','Kim','Larsen','Moreau','Patel'])[1 + (n / 10) % 10],
       {{passwordHash}}
FROM generate_series(1, {{users}}) AS n;

CREATE TEMP TABLE bulk_users AS
SELECT id, row_number() OVER (ORDER BY id) - 1 AS idx FROM users WHERE email LIKE '%@bulk.handmade.market';

INSERT INTO carts (user_id) SELECT id FROM bulk_users;

INSERT INTO products (seller_id, title, description, inventory, price, category_id, created_at, updated_at)
SELECT s.id,
       w.adjectives[1 + n % 20] || ' ' || w.nouns[1 + (n / 20) % 20] || ' no. ' || n,
       'A ' || lower(w.adjectives[1 + n % 20]) || ' ' || w.nouns[1 + (n / 20) % 20]
         || ' made by hand in a small studio. Every piece is a little different, which is the point.',
       1 + (n * 7919) % 50,
       round((5 + ((n::bigint * 104729) % 39500) / 100.0)::numeric, 2),
       w.noun_categories[1 + (n / 20) % 20],
       now() - make_interval(secs => {{products}} - n),
       now() - make_interval(secs => {{products}} - n)
FROM generate_series(1, {{products}}) AS n
CROSS JOIN bulk_words w
JOIN bulk_users s ON s.idx = n % {{sellers}};

CREATE TEMP TABLE bulk_products AS
SELECT p.id, p.seller_id, row_number() OVER (ORDER BY p.id) - 1 AS idx
FROM products p JOIN bulk_users u ON u.id = p.seller_id;

-- Each bulk product shows a demo photo of its own noun (a mug's title, a mug's photo), else one of its
-- category, else any.
CREATE TEMP TABLE shared_photos AS
SELECT i.id, i.url, i.url_medium, i.url_small, src.title, src.category_id,
       row_number() OVER (ORDER BY i.id) - 1 AS idx
FROM product_images i JOIN products src ON src.id = i.product_id
WHERE i.preview AND i.key NOT LIKE 'bulk/%';

CREATE TEMP TABLE noun_photos AS
SELECT k.noun, ph.url, ph.url_medium, ph.url_small,
       row_number() OVER (PARTITION BY k.noun ORDER BY ph.id) - 1 AS idx,
       count(*) OVER (PARTITION BY k.noun) AS total
FROM bulk_words w
CROSS JOIN unnest(w.noun_patterns) WITH ORDINALITY AS k(pattern, noun)
JOIN shared_photos ph ON ph.title ~* k.pattern;

CREATE TEMP TABLE category_photos AS
SELECT category_id, url, url_medium, url_small,
       row_number() OVER (PARTITION BY category_id ORDER BY id) - 1 AS idx,
       count(*) OVER (PARTITION BY category_id) AS total
FROM shared_photos;

INSERT INTO product_images (product_id, key, url, url_medium, url_small, preview, position)
SELECT p.id, 'bulk/' || p.id,
       coalesce(np.url, cp.url, ap.url), coalesce(np.url_medium, cp.url_medium, ap.url_medium),
       coalesce(np.url_small, cp.url_small, ap.url_small), true, 0
FROM bulk_products p
JOIN products pr ON pr.id = p.id
LEFT JOIN noun_photos np
  ON np.noun = 1 + (substring(pr.title from ' no\\. (\\d+)$')::int / 20) % 20 AND np.idx = p.idx % np.total
LEFT JOIN category_photos cp ON cp.category_id = pr.category_id AND cp.idx = p.idx % cp.total
JOIN shared_photos ap ON ap.idx = p.idx % (SELECT greatest(count(*), 1) FROM shared_photos);

ALTER TABLE reviews DISABLE TRIGGER reviews_keep_stats;
-- Review k of product i is by user (k * 1999 + i) mod users: ten distinct reviewers per product.
INSERT INTO reviews (product_id, user_id, review, stars, recommendation, created_at, updated_at)
SELECT p.id, u.id,
       (ARRAY['Lovely work, exactly as pictured and well packed.','Beautiful piece, it arrived quickly.',
              'Good quality for the price, would buy again.','Smaller than I expected but still nice.',
              'Not quite what I hoped for; the colour was off.'])[1 + (n % 5)],
       (ARRAY[5,5,4,4,5,3,4,5,2,1])[1 + (n * 31) % 10],
       (n % 3) <> 0,
       now() - make_interval(secs => n),
       now() - make_interval(secs => n)
FROM generate_series(0, {{reviews}} - 1) AS n
JOIN bulk_products p ON p.idx = n % {{products}}
JOIN bulk_users u ON u.idx = ((n / {{products}}) * 1999 + n % {{products}}) % {{users}}
WHERE u.id <> p.seller_id;
ALTER TABLE reviews ENABLE TRIGGER reviews_keep_stats;

UPDATE products p SET stars_total = r.stars_total, review_count = r.review_count
FROM (SELECT product_id, sum(stars) AS stars_total, count(*) AS review_count FROM reviews GROUP BY product_id) r
WHERE r.product_id = p.id;

UPDATE users u SET seller_stars_total = s.stars_total, seller_review_count = s.review_count
FROM (SELECT seller_id, sum(stars_total) AS stars_total, sum(review_count) AS review_count
      FROM products GROUP BY seller_id) s
WHERE s.seller_id = u.id;

-- Every fourth ring, sweater and mug comes in sizes or glazes: a variant per value, the listing's stock spread
-- over them, the last value a little dearer (the trigger on product_variants sets the listing's totals).
CREATE TEMP TABLE bulk_options AS
SELECT p.id, p.price, p.inventory, o.name, o.vals
FROM bulk_products bp
JOIN products p ON p.id = bp.id
JOIN (VALUES ('ring', 'Ring size', ARRAY['5','6','7','8','9']),
             ('sweater', 'Size', ARRAY['S','M','L','XL']),
             ('mug', 'Glaze', ARRAY['Speckled','Sage','Cream'])) AS o(noun, name, vals)
  ON p.title LIKE '% ' || o.noun || ' no. %'
WHERE bp.idx % 4 = 0;

UPDATE products p
SET options = jsonb_build_array(jsonb_build_object('name', o.name, 'values', to_jsonb(o.vals))),
    option_words = o.name || ' ' || array_to_string(o.vals, ' ')
FROM bulk_options o WHERE o.id = p.id;

INSERT INTO product_variants (product_id, option_values, price, inventory, position)
SELECT o.id, ARRAY[v.value],
       o.price + CASE WHEN v.position = cardinality(o.vals) THEN 4 ELSE 0 END,
       greatest(1, o.inventory / cardinality(o.vals)),
       v.position - 1
FROM bulk_options o
CROSS JOIN unnest(o.vals) WITH ORDINALITY AS v(value, position);

INSERT INTO favorites (user_id, product_id)
SELECT u.id, p.id
FROM generate_series(0, {{favorites}} - 1) AS n
JOIN bulk_users u ON u.idx = n % {{users}}
JOIN bulk_products p ON p.idx = (n * 7) % {{products}}
WHERE u.id <> p.seller_id
ON CONFLICT DO NOTHING;

INSERT INTO cart_items (cart_id, product_id, quantity, gift)
SELECT c.id, p.id, 1, false
FROM generate_series(0, {{cartLines}} - 1) AS n
JOIN bulk_users u ON u.idx = n % {{users}}
JOIN carts c ON c.user_id = u.id
JOIN bulk_products p ON p.idx = (n * 13 + 5) % {{products}}
WHERE u.id <> p.seller_id AND NOT EXISTS (SELECT FROM bulk_options o WHERE o.id = p.id)
ON CONFLICT DO NOTHING;

ANALYZE;
`;
