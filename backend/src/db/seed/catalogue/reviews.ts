import type { ArtName } from '../art';

type Stars = 1 | 2 | 3 | 4 | 5;

/** What a product is made of, as a buyer would talk about it: a review never praises a mug's stitching. */
export type ReviewKind =
  | 'ceramic'
  | 'candle'
  | 'soap'
  | 'wood'
  | 'textile'
  | 'bag'
  | 'leather'
  | 'hairAndHats'
  | 'yarn'
  | 'supplies'
  | 'jewelry'
  | 'knitwear'
  | 'garment';

/** Each drawing (so each listing) belongs to one kind. */
export const ART_KIND: Record<ArtName, ReviewKind> = {
  mug: 'ceramic',
  bowl: 'ceramic',
  vase: 'ceramic',
  planter: 'ceramic',
  jarCandle: 'candle',
  pillarCandles: 'candle',
  soapBars: 'soap',
  cuttingBoard: 'wood',
  quiltStack: 'textile',
  weaving: 'textile',
  basket: 'textile',
  tote: 'bag',
  pouch: 'bag',
  wallet: 'leather',
  cardHolder: 'leather',
  keyFob: 'leather',
  scrunchies: 'hairAndHats',
  strawHat: 'hairAndHats',
  yarnSkeins: 'yarn',
  yarnBalls: 'yarn',
  embroideryHoop: 'supplies',
  fabricBundle: 'supplies',
  threadSpools: 'supplies',
  beadDish: 'supplies',
  dropEarrings: 'jewelry',
  hoops: 'jewelry',
  necklace: 'jewelry',
  beadedBracelet: 'jewelry',
  ring: 'jewelry',
  sweater: 'knitwear',
  scarf: 'knitwear',
  beanie: 'knitwear',
  socks: 'knitwear',
  mittens: 'knitwear',
  linenTop: 'garment',
};

/** Lines that fit anything handmade, by star rating. */
const ANY: Record<Stars, string[]> = {
  5: [
    'Absolutely beautiful, even nicer in person than in the photos. Packed with so much care.',
    'I bought this as a gift and ended up ordering a second one for myself.',
    'You can tell it was made by someone who loves what they do. Arrived quickly, too.',
    'This is my third order from this shop and it never disappoints. Lovely little note in the parcel.',
    'Gorgeous work and a really kind seller. Will definitely be back.',
  ],
  4: [
    'Really lovely. Shipping took a little longer than expected, but it was worth the wait.',
    'Very happy with it. The colour is a touch darker than on my screen, but I like it even more.',
    'Great quality and a friendly seller. Would buy from this shop again.',
  ],
  3: [
    'It is nice, but not quite what I expected from the pictures. Still decent for the price.',
    'Good overall, although it arrived a week later than the estimate.',
  ],
  2: ['The colour was quite different from the photos and it took almost a month to arrive.'],
  1: [
    'It never looked like the photos, and it took two weeks and three messages to hear back from the seller.',
  ],
};

/** Lines for one kind of product, by star rating; they come on top of the general ones. */
const BY_KIND: Record<ReviewKind, Partial<Record<Stars, string[]>>> = {
  ceramic: {
    5: [
      'The glaze is even prettier in daylight, and it feels perfectly balanced in the hand.',
      'My morning coffee has never looked better. Survived the dishwasher many times already.',
    ],
    4: ['Beautiful glaze. A little heavier than I expected, but very solid.'],
    3: ['Lovely glaze, but the base wobbles slightly on a flat table.'],
    2: ['The glaze has a few pinholes and one spot where the clay shows through.'],
    1: ['Unfortunately mine arrived chipped at the rim, and the packaging was very thin.'],
  },
  candle: {
    5: ['Burns evenly all the way to the edge and the scent fills the room without being too strong.'],
    4: ['Lovely scent and a clean burn. I wish the throw was a little stronger in a big room.'],
    3: ['Smells nice, but it tunnelled on the first burn even though I let it melt to the edge.'],
    2: ['The wick kept drowning, and I could barely smell it once lit.'],
    1: ['The jar cracked from the heat on the second burn. Not safe, sadly.'],
  },
  soap: {
    5: ['Creamy lather and it lasts ages. My skin has never felt this soft.'],
    4: ['Gentle and smells lovely. It goes soft if left in a wet dish, so keep it dry.'],
    3: ['Nice soap, but the scent faded within a week.'],
    2: ['It dried my hands out more than I expected from the ingredients.'],
  },
  wood: {
    5: ['The grain is stunning and it arrived already oiled. Sturdy enough for daily chopping.'],
    4: ['Beautiful board. Needed a little oil after the first few washes.'],
    3: ['Nice piece of wood, but it warped slightly after washing.'],
    2: ['Rough patches near the edge that needed sanding before use.'],
  },
  textile: {
    5: ['The weaving is so even and the colours are warm and soft. It changed the whole room.'],
    4: ['Beautiful texture. It came folded, so give it a day to relax before hanging.'],
    3: ['Pretty, but a little smaller than I imagined, so check the measurements.'],
    2: ['A few loose ends came out within the first week.'],
  },
  bag: {
    5: ['Roomy and the seams are strong. I carry it everywhere and it still looks new.'],
    4: ['Great bag, well stitched. The strap could be a few centimetres longer.'],
    3: ['Cute print, but the zip catches on the lining.'],
    2: ['One of the seams started to come apart after a few weeks of use.'],
  },
  leather: {
    5: ['The leather is thick and soft, and the saddle stitching is perfectly even. It will last for years.'],
    4: ['Beautiful leather that is already starting to patina. A little stiff for the first week.'],
    3: ['Nice leather, but it holds fewer cards than I hoped.'],
    2: ['The edges were not finished as neatly as in the photos.'],
  },
  hairAndHats: {
    5: ['So soft and gentle on my hair, no creases or breakage. I want every colour.'],
    4: ['Lovely and comfortable. A touch looser than I expected.'],
    3: ['Pretty, but the elastic has already stretched out a little.'],
    2: ['The stitching came loose after a few wears.'],
  },
  yarn: {
    5: ['Gorgeous, even dye and a soft, bouncy twist. It knit up beautifully.'],
    4: ['Lovely colours. A little dye ran in the first wash, so rinse it cold.'],
    3: ['Nice yarn, but the skeins varied in shade more than I expected.'],
    2: ['It split a lot while knitting and felted at the slightest rub.'],
  },
  supplies: {
    5: ['Exactly what I needed for my project, generously measured and beautifully packed.'],
    4: ['Good quality and lovely colours. I wish there were a few more of each.'],
    3: ['Fine for practice, but the selection was smaller than pictured.'],
    2: ['Several pieces were missing from the set.'],
  },
  jewelry: {
    5: ['Delicate and so well finished. I have worn it every day and it has not tarnished.'],
    4: ['Beautiful piece, light to wear. The clasp is a little fiddly.'],
    3: ['Pretty, but smaller than it looks in the photos.'],
    2: ['The finish rubbed off after a couple of weeks of wear.'],
    1: ['The clasp broke the first time I wore it.'],
  },
  knitwear: {
    5: ['So warm and soft, not itchy at all. The stitches are perfectly even.'],
    4: ['Cosy and well knitted. It runs a little large, so consider sizing down.'],
    3: ['Warm, but it pilled more than I expected after a few wears.'],
    2: ['It stretched out of shape after the first wash, even by hand.'],
  },
  garment: {
    5: ['The linen is soft and drapes beautifully. It fits exactly as described.'],
    4: ['Lovely fabric and well sewn. It creases easily, as linen does.'],
    3: ['Nice fabric, but the fit is boxier than in the photos.'],
    2: ['It shrank noticeably in the first wash.'],
  },
};

/** The lines a review of this kind of product with these stars may say. */
export function reviewTexts(kind: ReviewKind, stars: Stars): string[] {
  return [...(BY_KIND[kind][stars] ?? []), ...ANY[stars]];
}
