import type { Material } from './types';

/** Sweaters, woven scarves, hats, mittens, socks and baby booties: all wool, not all knitted. */
export const KNITWEAR: Material = {
  any: {
    loved: [
      'Warm and soft, and not a bit itchy.',
      'You can feel the quality of the wool straight away. Beautifully finished.',
    ],
    liked: [
      'Beautifully made and cosy. Hand wash only, which is a small price to pay.',
      'Lovely, warm wool. It smelled a little of lanolin at first, which faded after an airing.',
    ],
    mixed: ['Warm, but it pilled more than I expected after a few wears.'],
    poor: ['It stretched out of shape after the first wash, even by hand in cold water.'],
  },
  art: {
    sweater: {
      loved: [
        "The cables are crisp and perfectly even. It's warm enough to wear instead of a coat on autumn days.",
        "This is the jumper I'll still be wearing in twenty years. Worth every penny.",
        'Heavy, warm and beautifully knitted. My partner keeps stealing it.',
        'You can tell every stitch was made by hand. It has replaced three shop-bought jumpers in my wardrobe.',
      ],
      liked: [
        'Gorgeous knitting. It runs a little large, so consider sizing down.',
        'It was a bit scratchy at first but softened after the first wash.',
        'Lovely jumper, though the sleeves are a touch long on me.',
        'Such beautiful knitting. It is heavy, so more for winter walks than the office.',
        'Lovely and warm. The wool has a slight halo that I did not expect, but it suits it.',
      ],
      mixed: ["Lovely knitting, but the neck is tighter than I'd like and hard to pull over my head."],
      poor: ['The seams on one side were puckered, and a hole appeared at the cuff within weeks.'],
    },
    scarf: {
      loved: [
        'Long enough to wrap twice and soft enough to wear against bare skin. The weave is so even.',
        'Wore it all winter and it still looks new.',
        'The fringe is neatly twisted and the whole scarf drapes beautifully.',
      ],
      liked: [
        'Soft and warm. A few fibres shed in the first week.',
        "Beautiful colours. It's a little narrower than I imagined.",
        'Gorgeous weave. A tiny bit scratchy on bare skin, but perfect over a coat.',
        'Warm and generous. The fringe needed a trim to even it out, but that took a minute.',
      ],
      mixed: ['Pretty, but the fringe started to unravel quickly.'],
    },
    beanie: {
      loved: [
        'Warm, snug, and the pom-pom is huge in the best way.',
        "Doesn't itch at all and stays on in the wind. My new favourite hat.",
      ],
      liked: [
        "Cosy and well knitted. A bit tight around my head at first, but it's eased.",
        'Warm and cheerful. The pom-pom sheds a little onto my coat.',
      ],
      mixed: ['Nice hat, but the pom-pom came loose after a week.'],
      poor: ['Much too small for an adult head, and the wool pilled almost immediately.'],
    },
    mittens: {
      loved: [
        'The warmest mittens I have ever owned. The long cuffs tuck into my coat sleeves: no more cold wrists.',
        'The chevron is so neatly knitted. Worth every penny on frosty dog walks.',
      ],
      liked: [
        'Warm and pretty. The thumbs are a touch short for my hands.',
        'Slightly itchy on the inside of the wrist, but toasty.',
        'Cosy and well made. Not ideal for wet snow, but they dry quickly.',
        'Very warm and nicely shaped. The cuffs are so long they bunch up under a short coat.',
      ],
      mixed: ['Warm enough, but one mitten is noticeably bigger than the other.'],
    },
    socks: {
      loved: ['So neatly knitted, and they stay on without sagging.'],
      liked: ['Warm and well made. A little snug over the heel.'],
      mixed: ['Soft, but they slip down more than I expected.'],
    },
  },
  title: {
    'Hand-Knit Wool Socks': {
      loved: [
        'Thick and warm, and the reinforced heels are already proving their worth. I wear them round the house every evening.',
        'The striped cuffs are such a cheerful detail. The best thing on cold floors.',
      ],
      liked: ['Very warm. A bit thick to wear with shoes, but perfect as house socks.'],
      mixed: ['Cosy, but one heel started to wear thin after a month.'],
    },
    'Baby Booties in Soft Merino': {
      loved: [
        "Bought for a friend's newborn, and they're the only booties that stay on her little feet.",
        'Tiny, soft, and the terracotta colour is so sweet. They came through the wool wash perfectly.',
      ],
      liked: ['Adorable and soft. They came up a little big, so they will fit in a couple of months.'],
    },
    'Hand-Knit Cable Sweater in Undyed Wool': {
      loved: [
        'Rustic undyed wool with three columns of cables. It smells faintly of sheep, and I love that.',
      ],
    },
    'Forest Green Fisherman Sweater': {
      loved: ['The alpaca makes it so soft, and the forest green is richer in person.'],
    },
    'Charcoal Cable Knit Jumper': {
      liked: ['Classic and well made. The charcoal is more heathered than it looks online.'],
    },
    'Mustard Handwoven Scarf': {
      loved: ['The mustard is so bright on grey days, and the lambswool is soft right up against my neck.'],
    },
    'Handwoven Striped Merino Scarf': {
      loved: ['Rose, cream and plum stripes that go with my whole winter wardrobe.'],
    },
    'Indigo Stripe Wool Scarf': {
      liked: ['Generous and warm. The twill is lovely, though it was a little stiff until the first wash.'],
    },
    'Ribbed Wool Beanie with Pom-Pom': {
      liked: [
        'The fold-up brim keeps my ears warm. The cream pom-pom was a bit flat from the post but fluffed back up.',
      ],
    },
    'Sage Merino Beanie': {
      loved: ["Soft merino in a calm sage green. It really isn't itchy, as promised."],
    },
  },
};

export const GARMENT: Material = {
  any: {
    loved: [
      "The linen is soft from day one and drapes beautifully. It's what I reach for on every warm day.",
      'Fits exactly as described, and the buttons are sewn on properly, not hanging by a thread like shop-bought ones.',
      "Breathable and relaxed without looking sloppy. I've worn it to work and to the beach.",
    ],
    liked: [
      'Good linen, good fit.',
      'Lovely fabric and well sewn. It creases easily, as linen does.',
      'Really nice shirt. The sleeves are a little long, so I roll them.',
      "Great quality linen. I'd size down if you're between sizes.",
      'Comfortable and nicely cut. One button was loose, but a couple of stitches fixed it.',
      'A lovely, easy shirt. The linen was stiffer than I expected until the second wash.',
      'Beautifully finished seams. The colour is a shade darker than in the photo.',
    ],
    mixed: [
      'Nice fabric, but the fit is much boxier than in the photos.',
      'The linen is lovely, but the buttonholes are tight and the shoulders sit oddly on me.',
      'Good quality, but it shrank a little in the first wash, even on cool.',
    ],
    poor: [
      'It shrank noticeably in the first wash, and one seam has started to pull apart.',
      'The fabric is thinner than I expected and slightly see-through in sunlight.',
    ],
  },
  title: {
    'Oatmeal Linen Shirt with Coconut Buttons': {
      loved: [
        'The oatmeal colour is so warm, the coconut buttons are a lovely detail, and the long back hem is perfect.',
      ],
    },
    'Linen Button-Front Shirt': {
      liked: ["Went for indigo and it's a beautiful deep colour. The patch pocket is handy, too."],
    },
  },
};
