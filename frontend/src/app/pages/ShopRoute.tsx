import { ShopModeration } from '../../features/admin/ShopModeration';
import { FollowButton } from '../../features/follows/FollowButton';
import { MessageSellerButton } from '../../features/messages/MessageSellerButton';
import ShopPage from '../../features/products/ShopPage';
import { ReportButton } from '../../features/reports/ReportButton';
import { WithProductCardActions } from './WithProductCardActions';

export default function ShopRoute() {
  return (
    <WithProductCardActions>
      <ShopPage
        contact={(shop) => (
          <>
            <FollowButton shop={shop} />
            <MessageSellerButton sellerId={shop.id} sellerName={shop.first_name} />
          </>
        )}
        more={(shop) => (
          <>
            <ReportButton target="user" targetId={shop.id} ownerId={shop.id}>
              Report this shop
            </ReportButton>
            <ShopModeration shop={shop} />
          </>
        )}
      />
    </WithProductCardActions>
  );
}
