import type { Migration, MigrationProvider } from 'kysely';
import * as catalogue from './001_catalogue';
import * as nonces from './002_nonces';
import * as accounts from './004_accounts';
import * as orders from './005_orders';
import * as cartOwner from './006_cart_owner';
import * as boundedTables from './007_bounded_tables';
import * as catalogueChanges from './008_catalogue_changes';
import * as newsletter from './009_newsletter';
import * as content from './010_content';
import * as listingSnapshots from './011_listing_snapshots';
import * as reviews from './012_reviews';
import * as search from './013_search';
import * as contact from './014_contact';
import * as productVideo from './015_product_video';
import * as keptReads from './016_kept_reads';
import * as reviewsSeenChanges from './017_reviews_seen_changes';
import * as mailOutbox from './019_mail_outbox';
import * as orderPayment from './020_order_payment';

/**
 * Migrations are listed here, in order, rather than read from the folder: the list is
 * checked by the type checker and works the same under tsx, Vite and a bundle.
 * Add a new migration as the next numbered file and one line below.
 */
const migrations: Record<string, Migration> = {
  '001_catalogue': catalogue,
  '002_nonces': nonces,
  '004_accounts': accounts,
  '005_orders': orders,
  '006_cart_owner': cartOwner,
  '007_bounded_tables': boundedTables,
  '008_catalogue_changes': catalogueChanges,
  '009_newsletter': newsletter,
  '010_content': content,
  '011_listing_snapshots': listingSnapshots,
  '012_reviews': reviews,
  '013_search': search,
  '014_contact': contact,
  '015_product_video': productVideo,
  '016_kept_reads': keptReads,
  '017_reviews_seen_changes': reviewsSeenChanges,
  '019_mail_outbox': mailOutbox,
  '020_order_payment': orderPayment,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
