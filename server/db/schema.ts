import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Typed view of the database, used by every query. Money is stored in cents. */
export interface Database {
  products: ProductTable;
  categories: CategoryTable;
  product_categories: { product_id: number; category_id: number };
  tags: TagTable;
  product_tags: { product_id: number; tag_id: number };
  sessions: SessionTable;
  carts: CartTable;
  cart_items: CartItemTable;
  nonces: NonceTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_attribution: OrderAttributionTable;
  users: UserTable;
  user_meta: UserMetaTable;
  login_failures: LoginFailureTable;
  registration_attempts: RegistrationAttemptTable;
  newsletter_signups: NewsletterSignupTable;
  newsletter_attempts: NewsletterAttemptTable;
  shop_secrets: ShopSecretTable;
  catalogue_state: CatalogueStateTable;
  content_documents: ContentDocumentTable;
  posts: PostTable;
  review_photos: ReviewPhotoTable;
  product_reviews: ProductReviewTable;
  contact_messages: ContactMessageTable;
  contact_attempts: ContactAttemptTable;
  mail_outbox: MailOutboxTable;
}

export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';
/** simple products can be added from a listing; variable ones need a choice on their page. */
export type ProductType = 'simple' | 'variable';

export interface ProductTable {
  id: Generated<number>;
  slug: string;
  name: string;
  sku: string;
  type: ProductType;
  price_cents: number;
  sale_price_cents: number | null;
  stock_status: StockStatus;
  stock_quantity: number | null;
  rating: ColumnType<string, string | number, string | number>;
  rating_count: number;
  /** The sum of all ratings, so the average stays exact as reviews come in. */
  rating_sum: ColumnType<string, string | number | undefined, string | number>;
  sales_count: number;
  menu_order: number;
  short_description: string;
  description: string;
  images: ColumnType<string[], string, string>;
  /** A video the shop serves (`/media/video/…`, migration 015), or null. */
  video_url: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The price charged (the sale price when there is one); the database computes it. */
  effective_price_cents: ColumnType<number, never, never>;
}

export interface CategoryTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string;
  menu_order: number;
}

export interface TagTable {
  id: Generated<number>;
  slug: string;
  name: string;
}

export interface SessionTable {
  id: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  /** The logged-in shopper; null for a guest session. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface CartTable {
  id: Generated<number>;
  /** Null once its session has ended; a shopper's cart then waits for their next login. */
  session_id: string | null;
  /** The logged-in shopper the cart belongs to; null for a guest's cart. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CartItemTable {
  cart_id: number;
  cart_item_key: string;
  product_id: number;
  quantity: number;
  added_at: ColumnType<Date, Date | string | undefined, never>;
}

export type Product = Selectable<ProductTable>;
export type NewProduct = Insertable<ProductTable>;
export type Category = Selectable<CategoryTable>;

export interface NonceTable {
  token: string;
  session_id: string;
  action: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type OrderStatus = 'pending' | 'processing' | 'on-hold' | 'completed' | 'cancelled' | 'refunded' | 'failed';

export interface OrderTable {
  id: Generated<number>;
  /** Random; with the id it opens the order's purchase summary. */
  order_key: string;
  session_id: string | null;
  email: string;
  name: string;
  phone: ColumnType<string, string | undefined, string>;
  address_1: string;
  address_2: ColumnType<string, string | undefined, string>;
  city: string;
  postcode: string;
  country: string;
  subtotal_cents: number;
  total_cents: number;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  /** The payment method's id ('bacs', 'cheque', 'cod'); '' for orders from before migration 020. */
  payment_method: ColumnType<string, string | undefined, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** A line as it was bought: name, SKU and price are copies, not references. */
export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  name: string;
  sku: string;
  unit_cents: number;
  quantity: number;
  line_cents: number;
}

/** One order-attribution field the checkout sent, by field name. */
export interface OrderAttributionTable {
  order_id: number;
  key: string;
  value: string;
}

export interface UserTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  name: string;
  /** As typed, separators stripped (domain/fields normalizePhone); null when not given. */
  phone: string | null;
  /** scrypt$N$r$p$salt$hash (server/accounts/passwords.ts). */
  password_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface UserMetaTable {
  user_id: number;
  key: string;
  value: string;
}

export type Order = Selectable<OrderTable>;
export type OrderItem = Selectable<OrderItemTable>;
export interface LoginFailureTable {
  id: Generated<number>;
  email: string;
  ip: string;
  failed_at: ColumnType<Date, Date | string | undefined, never>;
}

export type User = Selectable<UserTable>;

export interface RegistrationAttemptTable {
  id: Generated<number>;
  ip: string;
  attempted_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Secrets every app server shares, made on first need (server/session/guest-nonces.ts). */
export interface ShopSecretTable {
  name: string;
  value: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** One row: the catalogue's version, raised by triggers (migration 011). */
export interface CatalogueStateTable {
  id: ColumnType<boolean, never, never>;
  version: ColumnType<string, never, never>;
  /** Raised on every write to `products` (migration 016). */
  rows_version: ColumnType<string, never, never>;
}
/** A page or theme template as a page builder stores it (server/content/document.ts reads it). */
export interface ContentDocumentTable {
  id: number;
  slug: string;
  type: string;
  title: string;
  description: string | null;
  /** The document's sections as JSON; checked every time it is read. */
  content: ColumnType<unknown, string, string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A journal post. Its body is a list of paragraphs, plain text. */
export interface PostTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  body: ColumnType<string[], string, string>;
  /** A picture of the shop's own: a path under /media/. */
  image: string;
  published_at: ColumnType<Date, Date | string, Date | string>;
}

export type Post = Selectable<PostTable>;

/** An uploaded review photo: the file as sent until processed, then its two scaled sizes. */
export interface ReviewPhotoTable {
  id: string;
  /** The uploader's session: only they may attach or process it; null once it ended. */
  session_id: string | null;
  ip: string;
  original: Uint8Array | null;
  full: Uint8Array | null;
  thumb: Uint8Array | null;
  width: number | null;
  height: number | null;
  thumb_width: number | null;
  thumb_height: number | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ProductReviewTable {
  id: Generated<number>;
  product_id: number;
  rating: number;
  reviewer: string;
  review: string;
  photo_id: string | null;
  session_id: string | null;
  ip: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type ReviewPhoto = Selectable<ReviewPhotoTable>;
export type ProductReview = Selectable<ProductReviewTable>;

/** An address on the newsletter list; `source` is the form it came from (popup, page). */
export interface NewsletterSignupTable {
  /** Lower-cased (domain/fields normalizeEmail). */
  email: string;
  source: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface NewsletterAttemptTable {
  id: Generated<number>;
  ip: string;
  attempted_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  /** Lower-cased (domain/fields normalizeEmail). */
  email: string;
  /** As typed, trimmed; empty when none was given. */
  phone: string;
  message: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ContactAttemptTable {
  id: Generated<number>;
  ip: string;
  attempted_at: ColumnType<Date, Date | string | undefined, never>;
}

/** An e-mail to send, or sent (server/mail/outbox.ts). */
export interface MailOutboxTable {
  id: Generated<number>;
  /** What it is: 'order-received', 'new-order'. */
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  order_id: number | null;
  attempts: ColumnType<number, number | undefined, number>;
  /** When it may be tried (again); while claimed, when the claim lapses. */
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Why the last try failed, without addresses. */
  last_error: string | null;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  failed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
