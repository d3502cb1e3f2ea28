export interface UserSeed {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  /** A shop's few words about itself and where it makes things; shoppers have neither. */
  bio?: string;
  location?: string;
  /** The operator's account alone is an admin. */
  role?: 'admin';
}

export const DEMO_USER = { email: 'demo@handmade.market', password: 'handmade-demo' };

// One shared password for the made-up shops and shoppers; only the demo account is advertised.
const PASSWORD = 'handmade-seller';

function person(
  username: string,
  first_name: string,
  last_name: string,
  shop?: { bio: string; location: string },
): UserSeed {
  return {
    username,
    email: `${username.replace(/[._]/g, '')}@example.com`,
    first_name,
    last_name,
    password: PASSWORD,
    ...shop,
  };
}

export const ADMIN_USER = { email: 'admin@handmade.market', password: 'handmade-admin' };

/** The operator: reports, hidden listings, suspended accounts and the audit log are theirs to see at /admin. */
export const ADMIN: UserSeed = {
  username: 'operator',
  email: ADMIN_USER.email,
  first_name: 'Morgan',
  last_name: 'Operator',
  password: ADMIN_USER.password,
  role: 'admin',
};

export const DEMO: UserSeed = {
  username: 'demo',
  email: DEMO_USER.email,
  first_name: 'Avery',
  last_name: 'Lindqvist',
  password: DEMO_USER.password,
  bio: 'Linen scrunchies sewn from dressmaking offcuts, hand-embroidered hoops and beaded bracelets, made at my kitchen table in the evenings and wrapped in recycled paper.',
  location: 'Burlington, Vermont',
};

/**
 * The shops: a potter, a jeweller, a weaver, a leather worker, a candle maker, a knitter and more. Made-up
 * people, none of them named like the team in the footer.
 */
export const SELLERS: UserSeed[] = [
  person('claywren', 'Wren', 'Calloway', {
    bio: 'Small-batch stoneware thrown on a kick wheel and glazed in earthy, speckled colours. Every piece is food safe and made to be used daily.',
    location: 'Asheville, North Carolina',
  }),
  person('silverfinch', 'Lena', 'Brandt', {
    bio: 'Delicate jewellery in recycled sterling silver and gold fill, hammered and polished by hand in a one-bench studio.',
    location: 'Leipzig, Germany',
  }),
  person('loomandfern', 'Ezra', 'Whitlock', {
    bio: 'Wall hangings, baskets and quilts woven and pieced from natural fibres, dyed with plants from the garden.',
    location: 'Taos, New Mexico',
  }),
  person('saddlestitch', 'Owen', 'Hartley', {
    bio: 'Vegetable-tanned leather goods cut and saddle stitched by hand with waxed linen thread. Built to last decades.',
    location: 'Bozeman, Montana',
  }),
  person('wickandember', 'Anjali', 'Desai', {
    bio: 'Soy wax candles and cold-process soaps scented with essential oils, poured in small batches in a converted garage.',
    location: 'Portland, Oregon',
  }),
  person('purlandpine', 'Ingrid', 'Solberg', {
    bio: 'Hand-knit woollens and hand-dyed yarn from a farmhouse kitchen, with patterns passed down three generations.',
    location: 'Tromsø, Norway',
  }),
  person('threadbarestudio', 'Hana', 'Kimura', {
    bio: 'Linen clothing, scrunchies and embroidery supplies, sewn from deadstock and offcut fabric to waste as little as possible.',
    location: 'Kyoto, Japan',
  }),
  // A shop that opened recently: no reviews yet, so it shows as "New".
  person('grainandgrove', 'Samuel', 'Adeyemi', {
    bio: 'Cutting boards and kitchen tools turned from fallen hardwood. New to the market, making since 2015.',
    location: 'Accra, Ghana',
  }),
];

/**
 * Shoppers: they place the seeded orders and review what reached them. Made-up people, named unlike the
 * shops and the team in the footer.
 */
export const BUYERS: UserSeed[] = [
  person('juniper.reads', 'Julia', 'Park'),
  person('marcus_bell', 'Marcus', 'Bell'),
  person('noor.makes', 'Noor', 'Haddad'),
  person('ellie-w', 'Eleanor', 'Whitfield'),
  person('dan_outdoors', 'Daniel', 'Moreau'),
  person('rosa.m', 'Rosa', 'Martinez'),
  person('priya.sub', 'Priya', 'Subramanian'),
  person('mhairi.mac', 'Mhairi', 'MacLeod'),
  person('tomasz_k', 'Tomasz', 'Kowalczyk'),
  person('claire.dubois', 'Claire', 'Dubois'),
  person('bea.lopez', 'Beatriz', 'López'),
  person('kofi_m', 'Kofi', 'Mensah'),
  person('hannah.becker', 'Hannah', 'Becker'),
  person('liam.oc', 'Liam', "O'Connor"),
  person('yuki.tanaka', 'Yuki', 'Tanaka'),
  person('greta_holm', 'Greta', 'Holm'),
  person('nate.sullivan', 'Nathan', 'Sullivan'),
  person('amara.okafor', 'Amara', 'Okafor'),
  person('felixw', 'Felix', 'Wagner'),
  person('isla.morrow', 'Isla', 'Morrow'),
  person('ravi_p', 'Ravi', 'Patel'),
  person('sofia.greco', 'Sofia', 'Greco'),
  person('theo.baker', 'Theo', 'Baker'),
  person('maggie_fitz', 'Margaret', 'Fitzgerald'),
];

/** Shops whose goods never get a review in the demo. */
export const UNREVIEWED_SELLERS = ['grainandgrove'];
