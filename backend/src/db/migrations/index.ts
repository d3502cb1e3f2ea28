import type { Knex } from 'knex';
import * as initialSchema from './001_initial_schema';
import * as listingSortIndexes from './002_listing_sort_indexes';
import * as search from './003_search';
import * as shopProfiles from './004_shop_profiles';
import * as accountsAndReplies from './005_accounts_and_replies';
import * as shopManager from './006_shop_manager';
import * as searchWordsDiff from './008_search_words_diff';
import * as searchPostings from './009_search_postings';
import * as rateLimits from './010_rate_limits';
import * as conversations from './011_conversations';
import * as sessionChanges from './012_session_changes';
import * as searchPostingsRatings from './013_search_postings_ratings';
import * as categoryRatingIndex from './014_category_rating_index';
import * as productCards from './015_product_cards';
import * as postingsRatingOrder from './016_postings_rating_order';
import * as postingsPriceOrder from './017_postings_price_order';
import * as postingsVacuum from './018_postings_vacuum';
import * as postgresSearch from './019_postgres_search';
import * as rateLimiterFlexible from './020_rate_limiter_flexible';
import * as ordersThatMove from './021_orders_that_move';
import * as variations from './022_variations';
import * as customOrders from './023_custom_orders';
import * as passwordResets from './024_password_resets';
import * as mailPreferences from './025_mail_preferences';
import * as emailAndNotices from './026_email_and_notices';
import * as liveConnections from './027_live_connections';
import * as trustAndSafety from './028_trust_and_safety';
import * as cases from './029_cases';
import * as hiddenReviewsUncounted from './030_hidden_reviews_uncounted';
import * as couponsAndSales from './031_coupons_and_sales';
import * as follows from './032_follows';
import * as recentlyViewedAndAlerts from './033_recently_viewed_and_alerts';
import * as searchCompoundWords from './034_search_compound_words';
import * as categorySearchIndex from './035_category_search_index';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

// Listed explicitly so the same migrations run under tsx, Vitest and a bundler alike.
const migrations: Record<string, Migration> = {
  '001_initial_schema': initialSchema,
  '002_listing_sort_indexes': listingSortIndexes,
  '003_search': search,
  '004_shop_profiles': shopProfiles,
  '005_accounts_and_replies': accountsAndReplies,
  '006_shop_manager': shopManager,
  '008_search_words_diff': searchWordsDiff,
  '009_search_postings': searchPostings,
  '010_rate_limits': rateLimits,
  '011_conversations': conversations,
  '012_session_changes': sessionChanges,
  '013_search_postings_ratings': searchPostingsRatings,
  '014_category_rating_index': categoryRatingIndex,
  '015_product_cards': productCards,
  '016_postings_rating_order': postingsRatingOrder,
  '017_postings_price_order': postingsPriceOrder,
  '018_postings_vacuum': postingsVacuum,
  '019_postgres_search': postgresSearch,
  '020_rate_limiter_flexible': rateLimiterFlexible,
  '021_orders_that_move': ordersThatMove,
  '022_variations': variations,
  '023_custom_orders': customOrders,
  '024_password_resets': passwordResets,
  '025_mail_preferences': mailPreferences,
  '026_email_and_notices': emailAndNotices,
  '027_live_connections': liveConnections,
  '028_trust_and_safety': trustAndSafety,
  '029_cases': cases,
  '030_hidden_reviews_uncounted': hiddenReviewsUncounted,
  '031_coupons_and_sales': couponsAndSales,
  '032_follows': follows,
  '033_recently_viewed_and_alerts': recentlyViewedAndAlerts,
  '034_search_compound_words': searchCompoundWords,
  '035_category_search_index': categorySearchIndex,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
