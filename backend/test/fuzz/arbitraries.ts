import fc from 'fast-check';

/** How many cases each property tries: small in `npm test`, FUZZ_RUNS in `npm run fuzz`. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** A test's time limit, grown with the number of runs (a long run takes minutes). */
export const TIMEOUT = Math.max(30_000, RUNS * 250);

/** encodeURIComponent that survives lone surrogates (it throws on them): they become U+FFFD. */
export function encodePart(text: string): string {
  return encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

/** Ids past anything the run's database holds, so a fuzzed id never touches another test file's rows. */
export const MISSING_ID = 2_000_000_000;

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Strings that break naive parsers: unicode, control characters, numbers in disguise, paths, markup. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'tea\u0000pot',
    '\uFEFF',
    '\uD800',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1e309',
    '-0',
    '0x10',
    '1.5',
    '007',
    '9'.repeat(40),
    'true',
    'null',
    'undefined',
    '[object Object]',
    '../../etc/passwd',
    '..%2f..%2f',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '${jndi:ldap://x}',
    '{{7*7}}',
    '%00',
    'Ω≈ç√∫˜µ≤≥÷',
    '👩‍👩‍👧‍👦🇫🇷',
    'ﷺ'.repeat(50),
    'a'.repeat(5_000),
  ),
  fc.nat({ max: 60_000 }).map((n) => 'x'.repeat(n)),
);

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    0,
    -1,
    1,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e-308,
    0.1,
    true,
    false,
    null,
  ),
);

/** Any JSON value, nested, with prototype-pollution keys among the object keys. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...POLLUTION_KEYS)), tie('value'), {
      maxKeys: 5,
    }),
  ),
})).value;

/** A body close to a valid one: some fields replaced by any JSON, dropped, or polluted. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const mutated = fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), anyJson, { maxKeys: keys.length }),
      drop: fc.subarray(keys),
      extra: fc.dictionary(fc.constantFrom(...POLLUTION_KEYS, 'id', 'seller_id', 'user_id'), anyJson, {
        maxKeys: 3,
      }),
    })
    .map(({ replace, drop, extra }) => {
      const body: Record<string, unknown> = { ...valid, ...replace };
      for (const key of drop) delete body[key];
      return { ...extra, ...body };
    });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(valid) },
    { weight: 4, arbitrary: mutated },
    { weight: 2, arbitrary: anyJson },
  );
}

/** Raw request bodies: malformed JSON, prototype pollution spelled out, deep nesting. */
export const rawBody: fc.Arbitrary<string> = fc.oneof(
  anyJson.map((value) => JSON.stringify(value) ?? 'null'),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"a":',
    '[1,2',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"a":1,"a":2}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
    '\uFEFF{}',
    'null',
    '"just a string"',
    '1e999999',
  ),
);

/** Content types that lie about the body, or that the API does not read. */
export const contentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/merge-patch+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'image/png',
  '*/*',
  'garbage',
);

/** Path segments that are not ids, or ids nobody owns. */
export const pathParam: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -1_000_000, max: 0 }).map(String),
  fc.integer({ min: MISSING_ID, max: 2_147_483_647 }).map(String),
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x1f',
    '2147483648',
    '99999999999999999999',
    'NaN',
    'null',
    'abc',
    '%20',
    '..%2f..%2fetc%2fpasswd',
    '..%252f',
    '%2e%2e',
    '%00',
    '%C3%A9',
    '%F0%9F%98%80',
    '1%3B%20DROP%20TABLE%20users',
    '__proto__',
    'constructor',
    '+1',
    '%2B1',
    '1%0A',
  ),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodePart),
);

/** A base64url cursor of any JSON: right shape with wrong keys, wrong shape, or garbage. */
export const forgedCursor: fc.Arbitrary<string> = fc.oneof(
  fc
    .record({
      s: fc.constantFrom('newest', 'price_asc', 'price_desc', 'rating', 'x'),
      k: fc.array(fc.oneof(anyJson, fc.integer(), fc.double(), nastyString), { maxLength: 5 }),
    })
    .map((cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url')),
  anyJson.map((value) => Buffer.from(JSON.stringify(value) ?? '').toString('base64url')),
  fc.string({ maxLength: 600 }),
  fc.base64String({ maxLength: 200 }),
);

/** Query strings for the product lists: every parameter garbage or valid, repeated keys too, under 8 kB. */
export const listQuery: fc.Arbitrary<string> = fc
  .record(
    {
      category: fc.oneof(fc.constantFrom('1', '5', '0', '6', '-1', '1.0', ''), nastyString),
      q: fc.oneof(
        nastyString,
        fc.constantFrom('"unclosed', '-', 'or or or', '!!!', '&&', ':*', "walnut' | ceramic", 'mug\u0000'),
      ),
      sort: fc.oneof(fc.constantFrom('newest', 'price_asc', 'price_desc', 'rating', 'RATING'), nastyString),
      limit: fc.oneof(fc.constantFrom('1', '200', '201', '0', '-5', '1e2', '007'), nastyString),
      cursor: forgedCursor,
      product_ids: fc.oneof(fc.constantFrom('1,2,3', ',', '1,,2', '-1'), nastyString),
    },
    { requiredKeys: [] },
  )
  .chain((params) =>
    fc.boolean().map((repeat) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) {
        search.append(key, value);
        if (repeat) search.append(key, value);
      }
      // Past 16 kB of headers Node itself answers 431 before the app sees the request (see server.ts).
      return search.toString().slice(0, 8_000);
    }),
  );
