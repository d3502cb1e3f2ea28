/** Review texts by star rating; the seed picks among them with its seeded generator. */
export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Absolutely beautiful, even nicer in person than in the photos. Packed with so much care.',
    'I bought this as a gift and ended up ordering a second one for myself. The quality is wonderful.',
    'You can tell it was made by hand by someone who loves what they do. Arrived quickly, too.',
    'Perfect! The colour is exactly as pictured and it feels so well made.',
    'This is my third order from this shop and it never disappoints. Lovely little note in the parcel.',
    'Gorgeous craftsmanship and a really kind seller. Will definitely be back.',
    'Exceeded my expectations in every way. It has become my favourite thing in the house.',
    'Such attention to detail. Worth every penny, and it came beautifully wrapped.',
  ],
  4: [
    'Really lovely piece. Shipping took a little longer than expected, but it was worth the wait.',
    'Very happy with it. The colour is a touch darker than on my screen, but I like it even more.',
    'Well made and pretty. Slightly smaller than I imagined, so check the measurements.',
    'Great quality and a lovely seller. Would buy from this shop again.',
    'Nice and sturdy, with the small irregularities you want from something handmade.',
  ],
  3: [
    'It is nice, but not quite what I expected from the pictures. Still a decent piece.',
    'Good quality overall, although it arrived a week later than the estimate.',
    'Pretty, but the finish is a little uneven in places. Fine for the price.',
  ],
  2: [
    'The colour was quite different from the photos and it took almost a month to arrive.',
    'Not what I hoped for. It looks nice but it feels a bit flimsy.',
  ],
  1: ['Unfortunately mine arrived chipped, and it took a while to hear back from the seller.'],
};
