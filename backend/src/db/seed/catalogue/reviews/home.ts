import type { Material } from './types';

export const CANDLE: Material = {
  any: {
    loved: [
      "Burns clean with no black soot on the wall, which I can't say for the supermarket ones.",
      'Smells divine, burns clean.',
    ],
    liked: [
      'A lovely clean burn and no smoke when blowing out. Burning down a little faster than I hoped.',
      'Gives a warm, cosy light. I wish the burn time were a bit longer for the price.',
    ],
    mixed: ['Honestly nicer unlit than lit: the flame stays small and a bit weak.'],
    poor: ['The wick leaned over and the flame kept going out, however much I trimmed it.'],
  },
  art: {
    jarCandle: {
      loved: [
        'Burns evenly right to the edge of the jar, and the scent fills the living room without being overpowering.',
        "No tunnelling at all, even on the first burn. I'll be keeping the vessel once it's finished.",
        'The scent is subtle when cold and really blooms once lit. So relaxing after a long day.',
        'Lit every evening while I read, and it has such a calm, steady glow.',
      ],
      liked: [
        "Lovely scent and a clean burn. The throw is gentle, so it's better in a bedroom than a big open-plan room.",
        'Smells gorgeous. The wick needed trimming a few times to stop it flickering, but otherwise perfect.',
        'A nice scent and an even burn. I only wish it lasted a little longer.',
      ],
      mixed: [
        'Nice scent, but it tunnelled on the first burn even though I let it melt to the edge.',
        'Pleasant enough, but I could barely smell it once it was lit.',
        "It's burning down much faster than the hours given in the listing.",
      ],
      poor: [
        'The wick kept drowning in the wax after the first hour, and I gave up relighting it.',
        "The container got very hot and a hairline crack appeared on the second burn. I don't feel safe using it.",
      ],
    },
    pillarCandles: {
      loved: [
        'Pure beeswax, you can tell: they smell faintly of honey and burn incredibly slowly. Dinner by candlelight every night now.',
        "The earthy colours look gorgeous on the mantelpiece, and they don't drip at all.",
      ],
      liked: [
        'Beautiful pillars that burn slowly. The tallest one leaned a little as it burned, so I use a plate underneath.',
        'Lovely colours and a gentle honey smell. They took a few minutes to get going from a cold wick.',
      ],
      mixed: ['They look lovely, but one of the three had its wick off-centre and burned down one side.'],
      poor: ['All three arrived dented, and one had snapped clean in half in the post.'],
    },
  },
  title: {
    'Cedar & Sea Salt Soy Candle': {
      loved: ['Cedar and sea salt is exactly what my flat needed. It smells like a walk on a cold beach.'],
      liked: [
        "The bergamot comes through more than the cedar, which I didn't expect, but it's a really fresh scent.",
      ],
    },
    'Fig Leaf Candle in a Reusable Tumbler': {
      loved: [
        'The fig is green and fresh, not sweet at all. And the ceramic tumbler is good enough to keep for pens afterwards.',
      ],
      liked: ['Gorgeous tumbler and a lovely fig scent, if a bit light in a large room.'],
    },
  },
};

export const SOAP: Material = {
  any: {
    loved: [
      'Creamy lather and the bars last for ages. My skin has never felt this soft after a shower.',
      'These have replaced shower gel in our house. Gentle on my eczema, which is rare.',
      'Beautifully wrapped, and the bars are really generous. Even my husband has given up his old soap.',
    ],
    liked: [
      'Gentle and smells lovely. They go soft if left in a wet dish, so I keep them on a slatted rack now.',
      "Nice, mild soap that doesn't dry my hands out. The scent is fainter than I hoped.",
      'I cut each bar in half to make them last, and the cut faces show how neatly they were made.',
    ],
    mixed: [
      'Nice soap, but the scent faded within a week of use.',
      'Fine for hands, but the bars were smaller than I expected for the price.',
      'Lovely wrapping, but the bars crumbled at the edges after a few uses.',
    ],
    poor: [
      'They dried my skin out more than I expected from the ingredients list.',
      'Two of the bars had a white powdery layer and smelled oily when they arrived.',
    ],
  },
  title: {
    'Oat & Honey Cold Process Soap Trio': {
      loved: [
        "The oat bar is a lifesaver for my son's sensitive skin. It smells faintly of honey and nothing else.",
      ],
      liked: ['Soothing and mild. Honestly it smells more of oats than honey, which is no bad thing.'],
    },
    'Rose Clay Soap Bars, Set of 3': {
      loved: ['The rose clay gives a silky slip and leaves my face feeling clean but not tight.'],
      liked: [
        'Pretty pink bars and a delicate rose geranium scent. They melt a bit fast in a wet soap dish.',
      ],
    },
  },
};

// The only shop making boards is still without reviews; these are here for when it has some.
export const WOOD: Material = {
  any: {
    loved: ['The grain is stunning and it arrived already oiled. Sturdy enough for chopping every day.'],
    liked: ['Beautiful board. It needed a little oil after the first few washes.'],
    mixed: ['A nice piece of wood, but it warped slightly after washing.'],
    poor: ['Rough patches near the edge had to be sanded down before I could use it.'],
  },
};

export const TEXTILE: Material = {
  any: {
    loved: [
      "You can see the hours of handwork in it up close. Photos don't do the colours justice.",
      'Gorgeous craftsmanship.',
    ],
    liked: [
      'Beautiful work in warm, soft colours. A little smaller than I imagined, so check the measurements.',
      'Clearly made with care. A couple of stray fibres to snip off, but nothing that spoils it.',
      'Lovely natural colours, and it feels sturdy and well made.',
    ],
    mixed: [
      'Pretty, but the colours are more muted than in the listing.',
      'Nicely made, but it had a musty smell from storage that took a week of airing to go.',
      'For the price, I expected a neater finish on the back.',
    ],
    poor: [
      'Several loose ends and a mark on one corner when it arrived. I sent photos to the seller and am still waiting to hear back.',
    ],
  },
  art: {
    weaving: {
      loved: [
        "The weaving is so even and the colours so warm that it changed the whole room. It's the first thing visitors notice.",
        "I've wanted a real woven wall hanging for years, and this one was worth the wait. The fringe is beautifully knotted.",
      ],
      liked: [
        'Beautiful texture. It came rolled, so give it a day or two to relax before hanging.',
        'The dowel is a bit thin for the weight, but it hangs fine on two nails.',
        'Warm colours and a soft texture. A few tufts stick out here and there, which adds to the charm.',
      ],
      mixed: [
        'Pretty, but a few weft threads near the bottom were already pulling loose.',
        'Nice colours, but it hangs slightly crooked however I adjust it.',
      ],
      poor: ["The fringe was tangled and matted when it arrived, and it's much smaller than I imagined."],
    },
    quiltStack: {
      loved: [
        "This quilt is an heirloom. The hand quilting is tiny and even, and it's so soft that we all fight over it on the sofa.",
        'The crinkled finish after washing is gorgeous. Knowing how many hours went into every triangle makes me treasure it.',
      ],
      liked: [
        'Stunning quilt. A little smaller than our old sofa throw, but perfect over the knees.',
        "One or two points don't quite meet, which honestly just reminds me it was made by hand.",
      ],
      mixed: ["Beautiful to look at, but at this price I didn't expect a seam to be coming apart already."],
    },
    basket: {
      loved: ['Strong enough for a full farmers market haul, and it looks beautiful by the sofa in between.'],
      liked: ['Lovely basket, tightly woven. The leather handle was a little stiff at first.'],
      mixed: ['Looks great, but it smelled strongly of seagrass for a couple of weeks.'],
    },
  },
  title: {
    'Seaside Tapestry Weaving': {
      loved: [
        'The little moon and the rolling waves are so calming. It hangs above my desk and makes me think of summer.',
      ],
    },
    'Desert Sunset Woven Wall Hanging': {
      liked: [
        'The terracotta and rust look gorgeous against our white wall, and the oak dowel is a lovely touch.',
      ],
    },
  },
};
