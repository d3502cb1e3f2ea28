/**
 * Shapes of the JSON the API answers with (snake_case, as on the wire). Each is written once, as a zod
 * schema in `@handmade/common`; only the types come here, so zod stays out of the first load.
 */
import type { Product as ListedProduct, ProductDetail } from '@handmade/common';

export type {
  User,
  PublicUser,
  Seller,
  SellerRating,
  Image as ProductImage,
  PreviewImage,
  Review,
  ReviewStats,
  Favorite,
  CartItem,
  Cart,
  OrderItem,
  Order,
  OrderDetail,
  Shop,
  ShopOrderLine,
  ShopStats,
  ShopStatsDay,
  ShopTopProduct,
  CheckoutResult,
  CurrentProducts,
  ErrorAnswer,
  MessageAnswer,
  NotificationPreferences,
  Notice,
  NoticesAnswer,
  NoticeEvent,
  UnsubscribeAnswer,
  Conversation,
  Message,
  Quote,
  Unread,
  Shipment,
  ShipmentEvent,
  ShipmentStatus,
  ShippingAddress,
  ShippingProfile,
  Address,
  ProductShipping,
  ProductOption,
  Variant,
  Report,
  ReportTarget,
  ReportReason,
  AdminReport,
  AuditEntry,
  AuditPage,
  ModeratedUser,
  AdminUser,
  MarketDay,
  MarketStats,
} from '@handmade/common';

/** A product as the store keeps it: a list's answer, with its photos and variants once the detail was loaded. */
export type Product = ListedProduct & Partial<Pick<ProductDetail, 'product_images' | 'variants'>>;

export type Status = 'idle' | 'pending' | 'succeeded' | 'failed';
