export interface UserSeed {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  password: string;
}

export const DEMO_USER = { email: 'demo@handmade.market', password: 'handmade-demo' };

// One shared password for the made-up shops and shoppers; only the demo account is advertised.
const PASSWORD = 'handmade-seller';

function person(username: string, first_name: string, last_name: string): UserSeed {
  return {
    username,
    email: `${username.replace(/[._]/g, '')}@example.com`,
    first_name,
    last_name,
    password: PASSWORD,
  };
}

export const DEMO: UserSeed = {
  username: 'demo',
  email: DEMO_USER.email,
  first_name: 'Avery',
  last_name: 'Demo',
  password: DEMO_USER.password,
};

/** The shops: a potter, a jeweller, a weaver, a leather worker, a candle maker, a knitter and more. */
export const SELLERS: UserSeed[] = [
  person('claywren', 'Maya', 'Okafor'),
  person('silverfinch', 'Lena', 'Brandt'),
  person('loomandfern', 'Tomas', 'Reyes'),
  person('saddlestitch', 'Owen', 'Hartley'),
  person('wickandember', 'Priya', 'Nair'),
  person('purlandpine', 'Ingrid', 'Solberg'),
  person('threadbarestudio', 'Hana', 'Kimura'),
  // A shop that opened recently: no reviews yet, so it shows as "New".
  person('grainandgrove', 'Samuel', 'Adeyemi'),
];

/** Shoppers who leave reviews. */
export const BUYERS: UserSeed[] = [
  person('juniper.reads', 'Julia', 'Park'),
  person('marcus_bell', 'Marcus', 'Bell'),
  person('noor.makes', 'Noor', 'Haddad'),
  person('ellie-w', 'Eleanor', 'Whitfield'),
  person('dan_outdoors', 'Daniel', 'Moreau'),
  person('rosa.m', 'Rosa', 'Martinez'),
];

/** Shops whose goods never get a review in the demo. */
export const UNREVIEWED_SELLERS = ['grainandgrove'];
