import type { Material } from './types';

export const BAG: Material = {
  any: {
    loved: ['Neat seams inside and out, and a nice weight to it. I carry it everywhere.'],
    liked: ['Good quality for the price, and it has already survived being stuffed far too full.'],
    mixed: [
      'Cute, but smaller than the photos suggest.',
      'Looks nice, but the stitching on one side is wonky.',
    ],
    poor: ['One of the seams started to come apart after a couple of weeks of ordinary use.'],
  },
  art: {
    tote: {
      loved: [
        'Roomy, sturdy and the print is so cheerful. It holds a full grocery run and still looks new.',
        'I get asked where it is from every time I take it to the market. The handles go over a winter coat with room to spare.',
        'The block print has that lovely, slightly uneven hand-stamped look. Far nicer than any printed tote I have owned.',
      ],
      liked: [
        'Great bag with strong handles. The canvas was stiff at first but is softening with use.',
        "Lovely print and a good size. I'd love an inside pocket, but that's a personal wish.",
        'Sturdy and roomy. The print is a little off-centre on mine, which I only noticed because I was looking.',
      ],
      mixed: ['Nice print, but it faded noticeably after one wash.'],
    },
    pouch: {
      loved: [
        'The zip runs smoothly and everything fits: chargers, pens, lip balm. A proper little organiser.',
        "Perfect size for my travel bits, and it's so well finished inside.",
      ],
      liked: ['Handy and well made. I wish it were a bit deeper for bulky chargers.'],
      mixed: ['Nice idea, but the zip catches on the lining every time I close it.'],
    },
  },
  title: {
    'Canvas Zip Pouch with Leather Pull': {
      loved: ['Waxed canvas, a brass zip and that little leather pull. It feels like it will outlive me.'],
    },
    'Knitted Zip Pouch, Mustard Chevron': {
      liked: [
        "The mustard chevron is so cheerful and it's lined with linen, so nothing snags. A touch smaller than I imagined.",
      ],
    },
  },
};

export const LEATHER: Material = {
  any: {
    loved: [
      'Built like a tank and soft as butter.',
      'The leather smells wonderful and the saddle stitching is perfectly even. This will last for years.',
      'You can feel the quality the moment you pick it up. Edges burnished smooth, not a loose thread anywhere.',
    ],
    liked: [
      'Beautiful leather that is already darkening where I handle it. A little stiff for the first week.',
      'Well made and good-looking. The colour is a little lighter than in the photos.',
    ],
    mixed: [
      "Nice leather, but one edge isn't burnished as neatly as the others.",
      'Good leather, but the dye rubbed off onto my light jeans for the first couple of weeks.',
    ],
    poor: [
      'The stitching came undone at one corner within a month. Disappointing for something sold as built to last.',
      'The leather had a deep scratch across the front when it arrived.',
    ],
  },
  art: {
    wallet: {
      loved: ["Slim enough for a front pocket but fits all my cards and some notes. Best wallet I've owned."],
      liked: ["The card slots were tight at first; they've eased up after a couple of weeks."],
      mixed: ['Looks great, but it only fits five cards comfortably, not six.'],
    },
    cardHolder: {
      loved: ['Exactly what I wanted: no bulk, and it slips into my jeans pocket without a bulge.'],
      liked: [
        'Tight with the full number of cards, perfect with a couple fewer.',
        'Slim and smart. The leather marked easily in the first week, though the marks are fading into the patina.',
      ],
      mixed: ['Smart, but cards slide out of the outer pocket too easily.'],
    },
    keyFob: {
      loved: [
        'Such a small thing, but I can finally find my keys at the bottom of my bag. The brass ring is really solid.',
        'A thoughtful little gift. My dad has his keys on it and keeps mentioning how nice it is.',
      ],
      liked: ['Nice and sturdy. The split ring is very stiff, so getting the keys on took some patience.'],
      poor: ['The split ring bent open within a week and I nearly lost my keys.'],
    },
  },
  title: {
    'Leather Key Fob with Brass Ring': {
      loved: [
        'The stamped initials are crisp and perfectly centred, and the plum leather is a lovely, unusual colour.',
      ],
    },
    'Personalised Leather Card Sleeve in Cognac': {
      liked: [
        'Gorgeous cognac leather that is already taking on a glossy patina. Eight cards fit, but it is snug.',
      ],
    },
    'Navy Leather Wallet with Brass Snap': {
      loved: [
        'Deep navy with contrast stitching, and a solid brass snap that closes with a satisfying click.',
      ],
    },
    'Hand-Stitched Leather Bifold Wallet': {
      liked: [
        'Beautiful stitching, and the cognac is already darkening nicely. Six cards really is the limit, though.',
      ],
    },
  },
};

/** Scrunchies and a straw hat: little they have in common, so nearly every line belongs to one of them. */
export const HAIR_AND_HATS: Material = {
  any: {
    mixed: ['Pretty, but not as well finished as I hoped for the price.'],
    poor: ['The stitching came loose after only a few wears.'],
  },
  art: {
    scrunchies: {
      loved: [
        'Soft, pretty, no dents. Love them.',
        'So soft on my hair, no kinks or dents even after wearing them all day.',
        'Big, fluffy, and they actually hold my thick hair in a bun without slipping.',
        'I wear one on my wrist when my hair is down. They look so much nicer than plain elastics.',
        'These have replaced every hair tie in my bag. Gentle, comfy and nice to look at.',
        'My daughter took one within an hour of the parcel arriving, so I may need another set.',
        'Slept in one and woke up without the usual ponytail crease. Sold.',
        "Such a small treat, but it's made my mornings nicer. Oversized in the best way.",
      ],
      liked: [
        'Lovely and comfortable. A touch loose for fine hair, so I wrap them three times.',
        'Nice quality and pretty colours. The elastic is a bit firm at first but eases up.',
        'Really pretty, just a bit bigger than I pictured. Still wearing them every day.',
        "Good scrunchies, gentle on curls. One seam is slightly visible, but you can't see it once it's in.",
        "Cute and soft. I'd have liked a little more elastic for a high ponytail.",
        'They hold up well. The colours are a little more muted than on my screen.',
        'Soft and comfortable, and they survived a wash without losing shape. A little pricey for hair ties.',
        'Good for a loose bun. Not grippy enough for a ponytail during a run, but lovely otherwise.',
      ],
      mixed: [
        'Pretty, but the elastic already feels looser after a few weeks.',
        "Nice fabric, but they're too loose for my fine hair to stay put.",
        "They're fine. Soft, but not really different from the ones I already had.",
      ],
      poor: [
        'One of them split at the seam the second time I wore it.',
        'The elastic snapped inside one of them within a week.',
        'Too small to go round a ponytail more than once, and the fabric frayed at the join.',
      ],
    },
    strawHat: {
      loved: [
        'Wore it through a week of sunshine on the coast. The brim gives proper shade and it survived being squashed in a suitcase.',
        "The indigo ribbon is beautiful, and the drawstring inside means it doesn't blow off at the beach.",
      ],
      liked: [
        'Lovely hat with a really generous brim. It was a bit squashed in the box but reshaped with some steam.',
        'Pretty and light. It sits slightly high on my head even with the drawstring pulled tight.',
      ],
      mixed: ['Nice weave, but the brim is floppier than in the photos and droops over my eyes.'],
      poor: ['The straw cracked along the crown after a couple of wears.'],
    },
  },
  title: {
    'Linen Scrunchies, Set of Two': {
      loved: [
        "Linen scrunchies are genius: they get softer every time I wear them and don't slip at all.",
        'Love that they are sewn from offcuts. The natural linen goes with everything I own.',
        'The linen has a lovely texture, and the pair came wrapped in recycled paper with a handwritten tag.',
        'Gave one to my sister and kept the other. The linen softened beautifully after a hand wash.',
      ],
      liked: [
        'The linen is a bit crisp at first but softens after a wash. Big and comfy.',
        "Nicely sewn linen. I'd love more colour options.",
        'Great on the wrist and in the hair. The two in my set were slightly different sizes, which is fine by me.',
        "Simple and well made. Linen creases, of course, but that's half the look.",
      ],
      mixed: ['The linen is nice, but it creases and looks a bit scruffy by the end of the day.'],
    },
    'Silk Scrunchie Pair': {
      loved: ['Real mulberry silk, you can feel it. The sage and cream look so pretty together.'],
      liked: ['Silky and gentle. They slip a little in my very straight hair.'],
      mixed: ['Nice silk, but one of the pair had a visible pull in the fabric.'],
      poor: ['The silk snagged on my ring on the first day, and the cream one already looks worn.'],
    },
  },
};
