import type { Material } from './types';

export const YARN: Material = {
  any: {
    loved: [
      'Soft and bouncy, knits up beautifully even, and not a single knot anywhere.',
      'Squishy, gorgeous colour, knits like a dream.',
    ],
    liked: [
      'Lovely to knit with. It sheds a little, so keep a lint roller handy.',
      'Great yarn to work with; the colour is slightly duller than the photo, but still pretty.',
    ],
    mixed: [
      'Nice wool, but it split a lot on my needles.',
      'Soft enough, but there were two knots in one ball, which is annoying in the middle of a row.',
    ],
    poor: ['It pilled and felted after a single wash, even on the wool cycle.'],
  },
  art: {
    yarnSkeins: {
      loved: [
        'The colours are gorgeous and the twist is lovely and springy. Already wound into a cake and on the needles.',
        "Dyed so evenly, with just enough variation to make it interesting. It's going to be a shawl.",
        "I knit a lot, and this is some of the nicest hand-dyed merino I've bought.",
      ],
      liked: [
        'Gorgeous colour. A little dye ran in the first soak, so rinse it cold before blocking.',
        'Lovely yarn, though the skein was a bit tangled to wind.',
      ],
      mixed: ["Pretty colourway, but it pooled into blotches on my sock in a way I didn't love."],
      poor: ['So much dye came out in the wash that it stained the rest of the project.'],
    },
    yarnBalls: {
      loved: ['So squishy! It knits up really fast on big needles.'],
      liked: [
        "Chunky and cosy. A bit of straw here and there, but that's real wool for you.",
        'Lovely and warm to work with, though it squeaks a little on wooden needles.',
      ],
      mixed: ['Nice and chunky, but thinner in places, so my stitches look uneven.'],
    },
  },
  title: {
    'Beginner Knitting Kit with Wooden Needles and Chunky Wool': {
      loved: [
        'Bought this for my teenager, who wanted to learn. The pattern is clear and she finished her first scarf in a weekend.',
        'The birch needles are smooth and the illustrated pattern is so easy to follow. A great first project.',
      ],
      liked: [
        'A nice kit for a beginner. I had to look up a video for casting on, but the pattern itself is clear.',
      ],
    },
    'Chunky Wool Yarn Bundle': {
      loved: ['Plenty for a hat and mittens, just as promised. The plum is a beautiful deep colour.'],
    },
    'Hand-Dyed Merino Yarn, Fingering Weight': {
      loved: ['Made a pair of socks with it, and the superwash merino has held up wash after wash.'],
    },
    'Autumn Leaves Hand-Dyed Worsted Yarn': {
      liked: ['The rust and amber blend is just like the photo. Worsted weight is perfect for a quick hat.'],
    },
  },
};

/** Hoops and kits, fabric, thread and beads: the lines are nearly all about one of them. */
export const SUPPLIES: Material = {
  any: {
    liked: ['Good quality for the price, and packed with care.'],
    mixed: [
      'Fine, but not quite the colours shown in the listing.',
      'Perfectly usable, just nothing special for the price.',
    ],
  },
  art: {
    beadDish: {
      loved: [
        'A lovely mix: nice even beads with hardly any duds.',
        "Such pretty colours together. I've made three bracelets already and there's plenty left.",
        'Great colours, consistent sizes, and the holes are big enough for my thread.',
      ],
      liked: [
        'Pretty mix, fair price.',
        'Nice beads that sit evenly on the thread. The tin is handy for keeping them tidy.',
        "There's a little less than I expected, but it's been enough for a couple of projects.",
        'Good quality glass with very few misshapen ones. I would love a bigger size.',
        'Pretty mix. The gold ones are a touch brassier than in the photo.',
        'Lovely for embellishing embroidery. A few beads had rough holes, but most are great.',
        "Nice selection. I'd have liked a few more of the larger beads in the mix.",
        'Lovely colours for the price, and they sort easily on a bead mat.',
      ],
      mixed: [
        'Pretty colours, but quite a few beads were cracked or misshapen.',
        'Nice beads, but the sizes are all over the place, which makes even rows tricky.',
        'The mix looked fuller in the photo. Fine for a small project or two.',
      ],
      poor: ['Lots of broken beads in the bag, and the colours are nothing like the photo.'],
    },
    embroideryHoop: {
      loved: ['The linen is lovely quality and the colours are so soft and pretty.'],
      liked: ['Lovely and delicate. The wooden hoop is a bit plain, but it suits the style.'],
      mixed: ['Pretty, but smaller than I expected for the price.'],
      poor: ['The hoop arrived cracked on one side, so the fabric will not stay tight.'],
    },
    fabricBundle: {
      loved: [
        'The prints go together perfectly and the cotton is a lovely weight for quilting.',
        'Generous fat quarters, cut straight and already pre-washed. Ready to go straight under the needle.',
      ],
      liked: [
        'Nice quality cotton. One of the prints is a bit paler than I expected.',
        'Lovely to look at and to sew, and it came tied with twine like a present.',
        'Soft, good quality cotton. I ironed it before cutting, as it was quite creased from the post.',
        'The colours work together even better than in the photo. A little fraying at the cut edges, as you would expect.',
        'Good, crisp quilting cotton. I would happily buy another bundle to make the quilt bigger.',
      ],
      mixed: [
        'Pretty fabric, but the quarters were cut a little short on one side.',
        'Nice colours, but one piece had a flaw in the print right in the middle.',
        "Good fabric, but two of the prints are so alike that the bundle isn't as varied as it looks.",
      ],
      poor: ['The colour ran badly in the first wash and stained the lighter pieces.'],
    },
    threadSpools: {
      loved: [
        "Smooth, strong thread that doesn't fluff or snap on my machine. The wooden spools are lovely too.",
        'The colours match the fabric bundles perfectly. Such a good idea.',
      ],
      liked: [
        'Good thread that sews nicely. The spools could hold a bit more for the price.',
        'Sews beautifully by hand and by machine. The cream is more of an ivory.',
        'Solid, smooth thread at a fair price. The spools are almost too pretty to use up.',
        'Lovely colours and a smooth finish. It tangles a little coming off the wooden spool.',
        'Strong and smooth, and my machine loves it. I just wish there were more colours.',
      ],
      mixed: [
        'Nice colours, but it broke a few times on my machine at higher speed.',
        'Pretty spools, but there is less thread on each than I expected.',
        'The colours are lovely, but the thread is a bit linty and leaves fluff in my bobbin case.',
      ],
      poor: ['It kept fraying and snapping while I was hand sewing. Pretty spools, though.'],
    },
  },
  title: {
    'Glass Seed Bead Mix for Jewellery Making': {
      liked: [
        'The teal and copper together are lovely. The lid on the tin is very tight, which at least means no spills.',
      ],
    },
    'Blush & Gold Bead Mix': {
      loved: ['The blush and gold look so delicate together. Perfect for the wedding favours I was making.'],
    },
    'Wildflower Embroidery Kit': {
      loved: [
        'My first embroidery kit, and I actually finished it! The instructions are clear and the printed lines are easy to cover.',
      ],
      liked: [
        'A really nice kit with good DMC thread. There was barely enough of the yellow for the last flowers.',
      ],
      mixed: ['Lovely design, but the printed lines show through wherever the stitches are thin.'],
      poor: [
        'The needle was missing and the panel was printed off-centre.',
        'Part of the kit was missing, and it took a couple of messages to sort out.',
      ],
    },
    'Meadow Embroidery Hoop Art Kit': {
      loved: [
        "The video guide made all the difference. My little meadow is on the wall now and I'm very proud of it.",
      ],
      liked: [
        'A relaxing kit. The instructions assume you know a little already, but the video fills the gaps.',
      ],
      mixed: [
        "The golden threads are lovely, but there wasn't enough of one colour to finish.",
        'Sweet design, but the linen was creased and hard to get taut in the hoop.',
      ],
    },
    'Forget-Me-Not Embroidery Hoop': {
      loved: [
        "The forget-me-nots are tiny and perfect. You can see every stitch up close, and it's beautiful from across the room too.",
        'Bought for my grandmother, who grows forget-me-nots. She cried a little. Ready to hang, just as promised.',
        'Such delicate stitching. It hangs by my front door and makes me smile every time I come home.',
        'Soft blues on natural linen, and the back is as neat as the front, which says a lot.',
        'A little bit of spring on the wall all year round.',
        'The tiny yellow centres on each flower are such a sweet detail. Worth every penny.',
        "Even nicer in person. It's small, but that's what makes it so special.",
      ],
      liked: [
        'Very pretty and neatly stitched. Smaller than I had imagined, so it needs a little wall.',
        'The linen was slightly creased, but it relaxed after a few days on the wall.',
        "I'd have liked a loop on the back for hanging, but a small nail through the screw works fine.",
        'Delicate and charming. The blue is a little paler than in the photos.',
        'A bit pricey for the size, but handmade is handmade and the stitching is lovely.',
        'Charming little piece. The hoop edge could be a touch tidier at the back, but it hangs beautifully.',
        'Lovely colours and very fine stitches. It looks best close up, so it lives by my bed.',
      ],
      mixed: [
        'Pretty, but a couple of stitches on the leaves were already loose.',
        'Sweet design, but the screw on the hoop was loose and the fabric slipped.',
      ],
      poor: ['There was a mark across the linen, and the fabric was slack in the hoop when it arrived.'],
    },
    'Indigo Shibori Fabric Bundle': {
      loved: ['Every piece of shibori is different and the indigo is so deep. Almost too nice to cut.'],
      liked: [
        'Beautiful hand-dyed pieces. Rinse them first: a little indigo came out.',
        'Each piece of shibori has its own pattern, which I love. One was paler than the rest.',
      ],
    },
    'Fat Quarter Bundle, Desert Bloom': {
      liked: ['The terracotta and berry prints are gorgeous together. Destined for a cushion cover.'],
    },
    'Rose Garden Thread Trio': {
      loved: ['Dusty rose, cream and berry make a perfect trio for my embroidery.'],
    },
  },
};
