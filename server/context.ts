import type { AccountRepository } from './accounts/repository';
import type { CartRepository } from './cart/repository';
import type { CatalogueRepository } from './catalogue/repository';
import type { ShopSettings } from './config';
import type { ContentRepository } from './content/repository';
import type { Db } from './db/index';
import type { ReviewRepository } from './reviews/repository';
import type { FormNonces } from './session/guest-nonces';
import type { NonceService } from './session/nonces';

/** What route plugins share: the database, its repositories and the shop's settings. */
export interface ShopContext {
  db: Db;
  catalogue: CatalogueRepository;
  carts: CartRepository;
  nonces: NonceService;
  /** Nonces for forms a guest without a session may send: a session's, or signed ones. */
  formNonces: FormNonces;
  accounts: AccountRepository;
  /** Page-builder documents, journal posts, and what content widgets read of the catalogue. */
  content: ContentRepository;
  reviews: ReviewRepository;
  settings: ShopSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopContext;
  }
}
