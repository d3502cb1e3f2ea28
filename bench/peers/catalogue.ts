// The catalogue every system of `npm run bench:peers` is seeded with: the same products, generated from a
// fixed seed, so each run and each system holds the same titles, descriptions, prices, categories and photos.
import zlib from 'node:zlib';

export interface CatalogueProduct {
  /** 1-based position; each system's handle or slug is `handleOf(index)`. */
  index: number;
  title: string;
  description: string;
  /** In dollars, two decimals. */
  price: number;
  /** 1 to 5: ours by id, the peers by the same name. */
  category: number;
  /** The photo's colour, as RGB: each product's photo is a small PNG of it. */
  colour: [number, number, number];
}

/** Our five categories (common/src/categories.ts), named the same in each peer. */
export const CATEGORY_NAMES = ['Home & Living', 'Accessories', 'Crafting', 'Jewelry', 'Clothing'] as const;

const ADJECTIVES = [
  'rustic',
  'hand-thrown',
  'woven',
  'carved',
  'embroidered',
  'knitted',
  'hammered',
  'painted',
  'felted',
  'stitched',
  'glazed',
  'turned',
  'dyed',
  'forged',
  'braided',
  'quilted',
];
const MATERIALS = [
  'walnut',
  'oak',
  'linen',
  'wool',
  'ceramic',
  'silver',
  'copper',
  'leather',
  'cotton',
  'porcelain',
  'brass',
  'cherry',
  'maple',
  'silk',
  'stoneware',
  'birch',
];
const NOUNS = [
  ['bowl', 'mug', 'vase', 'cushion', 'blanket', 'candle', 'planter', 'tray'],
  ['wallet', 'scarf', 'belt', 'keychain', 'bag', 'hat', 'bookmark', 'pouch'],
  ['kit', 'pattern', 'yarn', 'needle', 'stamp', 'thread', 'loom', 'spindle'],
  ['ring', 'necklace', 'bracelet', 'earrings', 'pendant', 'brooch', 'anklet', 'cufflinks'],
  ['sweater', 'apron', 'shirt', 'mittens', 'socks', 'skirt', 'vest', 'shawl'],
];
/** Words each given to about one product in 250: what a rare search finds. */
const RARE = [
  'heirloom',
  'meadow',
  'lantern',
  'harbour',
  'juniper',
  'thistle',
  'saffron',
  'driftwood',
  'ember',
  'fjord',
  'marigold',
  'orchard',
  'pebble',
  'quarry',
  'sorrel',
  'tundra',
  'willow',
  'yarrow',
  'zinnia',
  'bramble',
  'cobalt',
  'dune',
  'fennel',
  'glacier',
  'hazel',
  'indigo',
  'kestrel',
  'larch',
  'moss',
  'nettle',
  'opal',
  'plover',
  'rowan',
  'sedge',
  'teal',
  'umber',
  'vetch',
  'wren',
  'aster',
  'birchbark',
];
const PHRASES = [
  'Made by hand in a small studio',
  'Each one is a little different',
  'Finished with natural oils',
  'Packed in recycled paper',
  'A gift that lasts for years',
  'Shipped within three days',
];

/** What the search kind asks for: words in many products, words in a few, and words in none. */
export const SEARCH_VOCABULARY = {
  common: ['walnut', 'linen', 'ceramic', 'silver', 'mug', 'necklace', 'sweater', 'woven'],
  rare: ['heirloom', 'juniper', 'saffron', 'driftwood', 'kestrel', 'zinnia'],
  absent: ['zeppelin', 'quasar', 'blockchain', 'xylophone'],
} as const;

export const SEARCH_WORDS: readonly string[] = [
  ...SEARCH_VOCABULARY.common,
  ...SEARCH_VOCABULARY.rare,
  ...SEARCH_VOCABULARY.absent,
];

/** mulberry32: a small seeded generator, so the catalogue and the request order repeat run after run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const handleOf = (index: number) => `item-${String(index).padStart(6, '0')}`;

export function generateCatalogue(count: number, seed = 20_240_601): CatalogueProduct[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const products: CatalogueProduct[] = [];
  for (let index = 1; index <= count; index += 1) {
    const category = 1 + Math.floor(random() * CATEGORY_NAMES.length);
    const adjective = pick(ADJECTIVES);
    const material = pick(MATERIALS);
    const noun = pick(NOUNS[category - 1]!);
    const rare = random() < 0.16 ? ` ${capital(pick(RARE))} edition.` : '';
    const title = `${capital(adjective)} ${material} ${noun}`;
    const description =
      `${capital(adjective)} ${noun} of ${material}. ${pick(PHRASES)}. ${pick(PHRASES)}.${rare}`.trim();
    const price = Math.round((5 + random() * 245) * 100) / 100;
    const colour: [number, number, number] = [
      Math.floor(random() * 256),
      Math.floor(random() * 256),
      Math.floor(random() * 256),
    ];
    products.push({ index, title, description, price, category, colour });
  }
  return products;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size` x `size` PNG of one colour with a lighter diagonal band: a real photo file, a few hundred bytes. */
export function photoPng([r, g, b]: [number, number, number], size = 96): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const band = Math.abs(x - y) < size / 8 ? 60 : 0;
      row.set([Math.min(255, r + band), Math.min(255, g + band), Math.min(255, b + band)], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
