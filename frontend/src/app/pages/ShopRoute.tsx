import { MessageSellerButton } from '../../features/messages/MessageSellerButton';
import ShopPage from '../../features/products/ShopPage';
import { WithProductCardActions } from './WithProductCardActions';

export default function ShopRoute() {
  return (
    <WithProductCardActions>
      <ShopPage contact={(shop) => <MessageSellerButton sellerId={shop.id} sellerName={shop.first_name} />} />
    </WithProductCardActions>
  );
}
