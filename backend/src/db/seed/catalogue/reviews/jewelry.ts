import type { Material } from './types';

export const JEWELRY: Material = {
  any: {
    loved: [
      'Dainty, shiny, perfect.',
      'Such fine work. Every time I look closely I notice another lovely detail.',
      'Exquisite work for the price. It looks far more expensive than it was.',
    ],
    liked: [
      'Beautiful work and very fairly priced for handmade jewellery. A bit smaller than I pictured.',
      'Lovely quality. The gift box was a little crushed in the post, but the piece itself was perfect.',
      'Really pretty and still shiny so far, though I take everything off to shower, just in case.',
    ],
    mixed: [
      'Pretty, but smaller and lighter than the photos suggest.',
      "Nice enough, but it doesn't look quite as polished in person as in the pictures.",
    ],
    poor: ['Not worth the price: the shine was gone after a few weeks of wear.'],
  },
  art: {
    dropEarrings: {
      loved: [
        'So light I forget I have them in, and they catch the light every time I turn my head.',
        'I have sensitive ears and these have been fine all day, every day.',
        "Wore them to my sister's wedding and was asked about them all evening.",
        'They move beautifully, and the hooks are smooth and well finished.',
        'Elegant and light. They have become my going-out earrings and my everyday ones.',
      ],
      liked: [
        'Lovely and very light. The hooks are a touch long for my taste.',
        'One hangs very slightly lower than the other, but nobody would ever notice.',
        "Beautiful, though I'd add rubber backs to the hooks; I nearly lost one on the bus.",
        'Elegant and comfortable for a full day. A little smaller than they looked online.',
        'They look expensive, which I love. I wish they came with a little pouch for travelling.',
      ],
      mixed: ['Pretty, but one of the hooks bent the first time I put them in.'],
      poor: ['One earring arrived with a loose setting, and the stone fell out on the first day.'],
    },
    hoops: {
      loved: [
        'The perfect everyday hoops. I sleep in them and they still look new.',
        "The tiny stone is such a nice detail. They close securely and don't pinch.",
        'Light, shiny, and they go with absolutely everything.',
        "I've had so many compliments on these, and they still look brand new.",
      ],
      liked: [
        'A great size for every day. The latch is a little fiddly to close on my own.',
        'Comfortable to sleep in and very light. Slightly thinner wire than I expected.',
      ],
      mixed: ["Nice hoops, but the latch doesn't always click shut properly."],
    },
    necklace: {
      loved: [
        'The chain is fine but strong, and the pendant sits exactly at my collarbone.',
        "Delicate and glowing. It was an anniversary present from my partner and I haven't taken it off since.",
      ],
      liked: [
        'Beautiful pendant. The clasp is tiny and tricky with short nails.',
        'It layers nicely with my other chains. The pendant flips round now and then, which is my only gripe.',
      ],
      mixed: ['Lovely stone, but the chain tangles constantly.'],
      poor: ['The finish rubbed off after a couple of weeks of wear, and now the metal underneath shows.'],
    },
    beadedBracelet: {
      loved: [
        'A lovely weight on the wrist, and the beads feel smooth and cool. I stack it with my watch.',
        "Comfortable to wear all day, and it hasn't lost its shape at all.",
        "So pretty in the sunlight. I've had lots of compliments.",
      ],
      liked: [
        'Pretty and comfortable. A little loose on my small wrist.',
        "Lovely colours. It's simple, but that's exactly what I wanted.",
        'Nicely made. I wish there were a size option.',
        'Sweet and well packed. The beads are slightly smaller than I pictured.',
        'Nice, comfortable bracelet. The colours are a little softer than in the listing photos.',
      ],
      mixed: ['Pretty, but the cord already looks a little worn.'],
      poor: ['The cord snapped the second time I took it off and beads went everywhere.'],
    },
    ring: {
      loved: [
        "Fits perfectly and the stone sparkles like crazy. It's become my everyday ring.",
        "Wonderfully dainty and so comfortable that I forget it's there.",
        'Arrived in a little recycled box with a polishing cloth, and the finish is flawless.',
      ],
      liked: [
        "The band is thinner than I expected, so I'm careful with it.",
        'Pretty and true to size. The stone is a touch smaller than in the photos.',
        'It looks lovely stacked with my wedding band. The setting catches on wool now and then.',
      ],
      mixed: ['Pretty, but it left a faint green mark on my finger after a week.'],
      poor: ['The stone came loose within a month.'],
    },
  },
  title: {
    'Rose Quartz Friendship Bracelet': {
      loved: [
        "The rose quartz is the softest pink, and the little charm has my daughter's name on it. She hasn't taken it off.",
        'Made in small batches and you can tell: every bead matches, and it came with the sweetest little card.',
      ],
      liked: [
        'Pretty pale pink beads on a soft, comfy cord. The gold accent is smaller than I expected.',
        'I added a name to the charm, and the letters are neat, if a little small.',
        "Gentle on the wrist. Stretch cords always make me a little nervous, but it's held up so far.",
        "Nice quality quartz for the price. I'd have liked it a size smaller.",
        'Lovely and soft on the wrist. The card it came with was a sweet touch; the bracelet itself is simple.',
        'Very pretty pale pink. It slides around a bit on my wrist, but I like it looser anyway.',
      ],
      mixed: ['Pretty, but the gold accent bead has already started to dull.'],
    },
    'Natural Stone Bead Bracelet': {
      loved: ['Earthy and warm, and the sliding knot means it fits my wrist exactly.'],
      liked: [
        'The sand and caramel tones go with everything, and the sliding clasp makes it easy to put on alone.',
      ],
      mixed: [
        'I like the wooden beads, but the waxed cord is stiff and the sliding knot loosens during the day.',
      ],
    },
    'Beaded Bracelet with Gold Charm': {
      loved: ['The gold charm is a sweet touch and the teal beads are a gorgeous colour.'],
    },
    'Gold Teardrop Earrings with Mother of Pearl Inlay': {
      loved: ['The mother of pearl shimmers pink and green depending on the light. Stunning.'],
    },
    'Sterling Silver Sea Glass Drops': {
      loved: ['They look like little pieces of the sea, and the silver frames are so neatly soldered.'],
    },
    'Rose Gold Petal Drops': {
      loved: ['The cream enamel centres are so neat, and the rose gold is warm without being too pink.'],
    },
    'Emerald Teardrop Pendant Necklace on a Fine Gold Chain': {
      loved: ['The emerald is a deep, clear green, and the hand-forged bezel is beautiful up close.'],
    },
    'Rose Gold Moonstone Pendant': {
      loved: [
        'The moonstone really does glow, blue one way and white the other. The adjustable chain is handy.',
      ],
    },
    'Solitaire Stacking Ring in Recycled Gold': {
      loved: [
        'I had it engraved inside and it is perfect. Knowing the gold is recycled makes it feel even more special.',
      ],
    },
    'Sterling Silver Sapphire Ring': {
      loved: ['The sapphire is a lovely deep blue and sits low enough not to catch on jumpers.'],
    },
    'Rose Gold Blush Stone Ring': {
      liked: [
        "The pale pink stone is so pretty. Sizing runs a little small, so go up if you're between sizes.",
      ],
    },
    'Hammered Gold Hoop Earrings': {
      loved: [
        'The hammered texture catches the light so nicely, and the tiny green stone is a lovely surprise.',
      ],
    },
    'Everyday Sterling Silver Hoops': {
      loved: [
        'Exactly the everyday hoops I was after: not too big, not too small, and the blue stone is subtle.',
      ],
      liked: ['Simple and easy to wear. The blue stone is subtler than in the photos.'],
    },
  },
};
