import type { Material } from './types';

/** Mugs, bowls, vases and planters. */
export const CERAMIC: Material = {
  any: {
    loved: [
      'Stunning glaze, perfect weight.',
      'A beautiful piece of pottery. The colours shift from the rim to the foot in a way the photos cannot quite show.',
      'The glaze is even richer in daylight than in the photos, and you can still see the throwing lines under it.',
      "Heavier and more solid than shop-bought pottery, in the best way. Clearly made by someone who knows what they're doing.",
      'I keep picking it up just to feel the glaze: smooth where it should be, a little raw at the foot.',
      'The base is sanded smooth, so it will never scratch the table. Small thing, but it tells you the care that went in.',
      'Packed in so much cardboard and paper that I was worried I would never find it. Not a scratch on it.',
      'Pottery is my weakness and this is one of the nicest pieces on my shelves now.',
    ],
    liked: [
      'Lovely glaze and a solid piece of stoneware. Slightly smaller than I pictured, so do check the measurements.',
      'The colour is a shade darker than on my screen, which I ended up preferring.',
      "There's a tiny glaze drip near the base, but I think that's part of the charm of handmade.",
      'Pretty and well made. It was packed so carefully that nothing rattled in the box.',
      'Lovely work. The glaze is a little thinner on one side, which you only notice up close.',
      'Lovely colour and shape. It came a little dusty from the studio, but a wash sorted that.',
    ],
    mixed: [
      'The glaze is lovely, but it sits very slightly crooked on a flat surface.',
      'Nice enough, but the colour came out much browner than in the listing photos.',
      "A few pinholes in the glaze that I didn't expect at this price.",
    ],
    poor: [
      'Unfortunately mine arrived chipped at the rim, and the packaging was very thin for pottery.',
      "The glaze was crazed all over the inside when it arrived. The seller offered a partial refund, but I'm disappointed.",
      'There is a hairline crack running up from the base that I only noticed when water seeped out onto the shelf.',
    ],
  },
  art: {
    mug: {
      loved: [
        'My morning coffee has never looked better, and it keeps the heat far longer than my old mugs.',
        'This is now the mug I reach for first. Perfect weight, comfortable handle, and the glaze still looks new after weeks of daily use.',
        'The lip is thin and smooth, which makes such a difference for tea. Tea tastes better out of it, I swear.',
        'Big enough for a proper latte and it feels lovely in both hands on a cold morning.',
      ],
      liked: [
        'Great mug. Holds a proper amount of coffee and sits nicely in the hand, though the handle is a touch small for me.',
        'Lovely to drink from. The inside has a couple of tiny specks in the glaze, but nothing that bothers me.',
      ],
      mixed: [
        'Nice colour, but it holds less than I expected from a coffee mug.',
        'Pretty, but the handle is too tight for more than two fingers.',
      ],
      poor: [
        'The handle started to come away from the body after a couple of weeks. Not what I expect from stoneware.',
      ],
    },
    bowl: {
      loved: [
        "Perfect size for soup, porridge, noodles, everything. It's become the bowl everyone in the house fights over.",
        'The curve of the rim is so nice to hold. It feels like a bowl from a little country restaurant.',
      ],
      liked: [
        "Deep enough for ramen and very sturdy. It's heavier than it looks, so maybe not one for small children.",
        "There's a tiny unglazed spot on the rim, but it's smooth, so no complaints.",
      ],
      mixed: ['A nice bowl, but shallower than the photos suggest, so soup sloshes over the edge.'],
    },
    vase: {
      loved: [
        'One stem of eucalyptus in it and the whole shelf looks styled. Watertight, too.',
        "Gorgeous shape. It looks like something from a gallery, and it's just sitting on my kitchen windowsill.",
      ],
      liked: [
        "Holds water without any trouble. The opening is narrow, so it's really for one or two stems.",
        'A touch smaller than I imagined, but it suits the bathroom shelf perfectly.',
      ],
      mixed: ["Looks nice, but the inside wasn't fully glazed, so I only use it for dried flowers."],
    },
    planter: {
      loved: [
        'My jade plant looks so much happier in it. The drainage hole is a proper size and the glaze is gorgeous.',
        "Finally a pot with a drainage hole that doesn't look like a nursery pot. It lives on my desk now.",
      ],
      liked: [
        'A saucer would have been nice, but my succulent is thriving.',
        "Cute and well made. It's on the small side, so measure your plant first.",
      ],
      mixed: ['Good pot, but the drainage hole is very small and keeps clogging with soil.'],
    },
  },
  title: {
    'Indigo Drip Coffee Mug': {
      loved: [
        'The indigo pools almost black at the bottom and goes pale blue at the rim. I notice something new every time I look at it.',
      ],
      liked: ['Mine has a bigger drip on one side than the one in the photo, which I actually quite like.'],
    },
    'Speckled Stoneware Mug, Terracotta Dip Glaze': {
      loved: [
        "I love the bare speckled clay at the foot against the terracotta. Microwave safe, too, which I wasn't expecting from handmade.",
      ],
      liked: ["Went for the sage glaze and it's a lovely chunky mug. Now tempted by the cream as well."],
    },
    'Sage Serving Bowl with Cream Wave': {
      loved: [
        'The hand-painted wave is so charming. It held a salad for six at our dinner and got lots of compliments.',
      ],
    },
    'Everyday Cereal Bowl': {
      liked: ['A good, honest bowl. The slight flare makes it easy to hold while eating on the sofa.'],
    },
    'Sky Blue Succulent Pot': {
      loved: [
        'That sky blue is even brighter in person, and the little cork pad underneath is such a thoughtful touch.',
      ],
    },
    'Zigzag Planter with Drainage Hole': {
      loved: ['The carved zigzag band is crisp and even. My pothos has never looked so smart.'],
    },
    'Matte Charcoal Bud Vase': {
      loved: ['The matte black is velvety, almost like stone. A single dried allium in it looks incredible.'],
    },
    'Blush Pink Ceramic Vase': {
      liked: [
        "Sweet colour, and the cream bands are neatly painted. It's lovely even without flowers in it.",
      ],
    },
  },
};
