import type { AppContext } from './context';
import { photoEncoder } from './imageEncoder';
import { createAccountRepository, createAccountService } from './modules/account';
import {
  createAdminRepository,
  createAdminService,
  createReportsRepository,
  createReportsService,
  createRequireAdmin,
} from './modules/admin';
import {
  createAuthService,
  createEmailConfirmationsRepository,
  createEmailConfirmationsService,
  createPasswordResetsRepository,
  createPasswordResetsService,
  createRequireAuth,
  createSessionCache,
  createSessionEnds,
  PASSWORD_RESET_REQUEST,
} from './modules/auth';
import { EMAIL_JOBS, NOTICE_JOBS } from './jobs/queueJob';
import { createMailer, SEND_MAIL, sendMail } from './mail';
import {
  createFavoriteAlerts,
  createFavoriteAlertsRepository,
  createNoticesRepository,
  createNotificationsRepository,
  createNotificationsService,
  mailLinksOf,
} from './modules/notifications';
import { createCartCouponsRepository, createCartRepository, createCartService } from './modules/cart';
import { createCouponsRepository, createCouponsService, createSaleRepository } from './modules/coupons';
import { createCasesRepository, createCasesService } from './modules/cases';
import { createCheckoutRepository, createCheckoutService } from './modules/checkout';
import {
  createConversationsRepository,
  createConversationsService,
  createLiveEvents,
} from './modules/conversations';
import { createFavoritesRepository, createFavoritesService } from './modules/favorites';
import { createFollowsRepository, createFollowsService } from './modules/follows';
import { createImagesRepository, createImagesService } from './modules/images';
import { createOrdersRepository, createOrdersService } from './modules/orders';
import { createPageHeads, createPagesRepository } from './modules/pages';
import {
  createPrivateListingGate,
  createProductsRepository,
  createProductsService,
} from './modules/products';
import { createQuotesRepository, createQuotesService } from './modules/quotes';
import { createReviewsRepository, createReviewsService } from './modules/reviews';
import { createSearchRepository, createSearchService, createVocabulary } from './modules/search';
import { createSimilarRepository, createSimilarService } from './modules/similar';
import { createRecentlyViewedRepository, createRecentlyViewedService } from './modules/recentlyViewed';
import { createShippingProfilesRepository, createShippingProfilesService } from './modules/shipping';
import {
  createShipmentsRepository,
  createShipmentsService,
  DELIVERY_SWEEP,
  DELIVERY_SWEEP_CRONTAB,
  deliverySweep,
} from './modules/shipments';
import { createShopRepository, createShopService } from './modules/shop';
import { createAddressesRepository, createAddressesService } from './modules/addresses';
import { createPublicUsersRepository, createUsersRepository, createUsersService } from './modules/users';

/**
 * The composition root: every repository and service, each built once from the context, then handed to
 * the routers by `app.ts`. A module never builds another module's parts.
 */
export function composeServices(ctx: AppContext) {
  const { db, storage, logger } = ctx;
  const accounts = createUsersRepository(db);
  const images = createImagesService(createImagesRepository(db), storage, logger, {
    limits: ctx.config.imageEncoding,
    render: photoEncoder(ctx.config),
  });
  const vocabulary = createVocabulary(db, logger, ctx.config.vocabularyRefreshMs);
  const shippingProfiles = createShippingProfilesService(createShippingProfilesRepository(db));
  const productsRepository = createProductsRepository(db);
  const products = createProductsService(productsRepository, storage, logger, {
    catalogueChanged: vocabulary.changed,
    checkOwnProfile: shippingProfiles.checkOwn,
    keep: { events: ctx.events, ttlMs: ctx.config.responseCacheTtlMs },
  });
  const auth = createAuthService(accounts, { adminEmails: ctx.config.adminEmails });
  const pages = createPagesRepository(db);
  const conversations = createConversationsRepository(db, ctx.events, {
    messageMailDelaySeconds: ctx.config.messageMailDelaySeconds,
  });
  const notices = createNoticesRepository(db, ctx.events);
  const adminRepository = createAdminRepository(db);
  const shipmentsRepository = createShipmentsRepository(db, ctx.events);
  const shipments = createShipmentsService(shipmentsRepository, {
    autoDeliverDays: ctx.config.shipmentAutoDeliverDays,
  });
  const sessions = createSessionCache(ctx.events, ctx.config.responseCacheTtlMs);
  const requireAuth = createRequireAuth(ctx.jwtSecret, accounts, sessions);
  const couponsRepository = createCouponsRepository(db);
  const cart = createCartService(createCartRepository(db), {
    applied: createCartCouponsRepository(db),
    coupons: couponsRepository,
  });
  const conversationsService = createConversationsService(conversations);
  return {
    accounts,
    sessions,
    requireAuth,
    privateListing: createPrivateListingGate(productsRepository, requireAuth.userOf),
    requireAdmin: createRequireAdmin(requireAuth.userOf),
    admin: createAdminService(adminRepository),
    reports: createReportsService(createReportsRepository(db, adminRepository)),
    auth,
    passwordResets: passwordResetsOf(ctx),
    emailConfirmations: emailConfirmationsOf(ctx),
    notifications: notificationsOf(ctx),
    account: createAccountService({ account: createAccountRepository(db), users: accounts, auth, images }),
    users: createUsersService(createPublicUsersRepository(db)),
    images,
    products,
    shippingProfiles,
    addresses: createAddressesService(createAddressesRepository(db)),
    reviews: createReviewsService(createReviewsRepository(db)),
    favorites: createFavoritesService(createFavoritesRepository(db)),
    follows: createFollowsService(createFollowsRepository(db)),
    cart,
    coupons: createCouponsService(couponsRepository),
    sales: createSaleRepository(db),
    checkout: createCheckoutService(createCheckoutRepository(db, shipmentsRepository)),
    orders: createOrdersService(createOrdersRepository(db), shipments.ofOrders),
    shipments,
    cases: createCasesService(createCasesRepository(db, shipmentsRepository), images, {
      escalateAfterHours: ctx.config.caseEscalateAfterHours,
    }),
    search: createSearchService(createSearchRepository(db)),
    similar: createSimilarService(createSimilarRepository(db)),
    recentlyViewed: createRecentlyViewedService(createRecentlyViewedRepository(db)),
    shop: createShopService(createShopRepository(db)),
    conversations: conversationsService,
    quotes: createQuotesService(createQuotesRepository(db, conversations), {
      conversations: conversationsService,
      cart,
    }),
    live: createLiveEvents(conversations, ctx.events, logger, {
      shutdown: ctx.shutdown,
      sessionEnds: createSessionEnds(
        ctx.events,
        async (session) => !!(await accounts.findSessionUser(session.userId, session.version, session.jti)),
        logger,
      ),
      shipments: shipments.byIds,
      notices: notices.forEvents,
    }),
    pages,
    // Not emptied by writes: a renamed product shows in a link preview within 5 s.
    pageHeads: createPageHeads(pages, { ttlMs: Math.min(ctx.config.responseCacheTtlMs, 5_000) }),
  };
}

/** Where the links in mails point: PUBLIC_URL, or this machine's shop in development. */
export const siteUrlOf = (ctx: AppContext) => ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;

const notificationsOf = (ctx: AppContext) =>
  createNotificationsService(
    createNotificationsRepository(ctx.db),
    createNoticesRepository(ctx.db, ctx.events),
    { siteUrl: siteUrlOf(ctx), secret: ctx.jwtSecret },
  );

const favoriteAlertsOf = (ctx: AppContext) =>
  createFavoriteAlerts(
    createFavoriteAlertsRepository(ctx.db),
    createNoticesRepository(ctx.db, ctx.events),
    mailLinksOf({ siteUrl: siteUrlOf(ctx), secret: ctx.jwtSecret }),
  );

const emailConfirmationsOf = (ctx: AppContext) =>
  createEmailConfirmationsService(
    createEmailConfirmationsRepository(ctx.db),
    createUsersRepository(ctx.db),
    siteUrlOf(ctx),
  );

const passwordResetsOf = (ctx: AppContext) =>
  createPasswordResetsService(createPasswordResetsRepository(ctx.db), siteUrlOf(ctx));

/**
 * The job queue's tasks and recurring schedule, built from the same parts as the app. Without SMTP_URL no
 * process takes mail, which waits in the queue until one with it runs.
 */
export function composeJobs(ctx: AppContext) {
  const shipments = createShipmentsService(createShipmentsRepository(ctx.db, ctx.events), {
    autoDeliverDays: ctx.config.shipmentAutoDeliverDays,
  });
  const { smtpUrl, mailFrom } = ctx.config;
  const notices = notificationsOf(ctx).tasks;
  return {
    tasks: {
      [NOTICE_JOBS.orderPlaced]: notices.orderPlaced,
      [NOTICE_JOBS.shipmentMoved]: notices.shipmentMoved,
      [NOTICE_JOBS.messageSent]: notices.messageSent,
      [NOTICE_JOBS.reviewPosted]: notices.reviewPosted,
      [NOTICE_JOBS.reviewReplied]: notices.reviewReplied,
      [NOTICE_JOBS.passwordChanged]: notices.passwordChanged,
      [NOTICE_JOBS.emailChanged]: notices.emailChanged,
      [NOTICE_JOBS.listingModerated]: notices.listingModerated,
      [NOTICE_JOBS.reportsDecided]: notices.reportsDecided,
      [NOTICE_JOBS.caseMoved]: notices.caseMoved,
      [NOTICE_JOBS.favoriteChanged]: favoriteAlertsOf(ctx),
      [EMAIL_JOBS.confirmRequest]: emailConfirmationsOf(ctx).handleRequest,
      [DELIVERY_SWEEP]: deliverySweep(shipments, ctx.logger),
      [PASSWORD_RESET_REQUEST]: passwordResetsOf(ctx).handleRequest,
      ...(smtpUrl && { [SEND_MAIL]: sendMail(createMailer(smtpUrl, mailFrom), ctx.logger) }),
    },
    crontab: DELIVERY_SWEEP_CRONTAB,
  };
}
