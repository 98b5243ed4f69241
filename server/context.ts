import type { AccountRepository } from './accounts/repository';
import type { CartRepository } from './cart/repository';
import type { CatalogueRepository } from './catalogue/repository';
import type { ShopSettings } from './config';
import type { Db } from './db/index';
import type { NonceService } from './session/nonces';

/** What route plugins share: the database, its repositories and the shop's settings. */
export interface ShopContext {
  db: Db;
  catalogue: CatalogueRepository;
  carts: CartRepository;
  nonces: NonceService;
  accounts: AccountRepository;
  settings: ShopSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopContext;
  }
}
