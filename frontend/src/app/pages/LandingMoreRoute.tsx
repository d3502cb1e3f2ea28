import { LandingMore } from '../../features/products/LandingMore';
import { WithProductCardActions } from './WithProductCardActions';

/** The landing's tiles and new listings, loaded after its first paint with the cards' heart and cart button. */
export default function LandingMoreRoute() {
  return (
    <WithProductCardActions>
      <LandingMore />
    </WithProductCardActions>
  );
}
