import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseEmbedOrigins, SELF_ORIGIN } from '../domain/embed';
import { OFFLINE_PAYMENT_METHODS, type OfflinePaymentMethod } from '../domain/payment';
import type { PopupConfig } from '../domain/popupConditions';
import type { DatabaseTarget } from './db/index';

/** A store-notice id is part of a cookie name (`store_notice{id}`): keep it a plain token. */
export const STORE_NOTICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Everything the server reads from its environment, checked once at start-up so a
 * typo in a variable ends the start with one clear line instead of a failure later.
 */
const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .superRefine((url, ctx) => {
      const problem = databaseUrlProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  CART_REDIRECT_AFTER_ADD: z.enum(['yes', 'no']).default('no'),
  /** yes: the shop runs behind a reverse proxy whose X-Forwarded-* headers it may believe. */
  TRUST_PROXY: z.enum(['yes', 'no']).default('no'),
  /**
   * The shop's public address (scheme, host, port), for links sent to other sites; required
   * in production behind a proxy (TRUST_PROXY=yes), where a request's host is a header.
   */
  PUBLIC_URL: z
    .string()
    .refine(
      (url) => /^https?:\/\/[^/?#\s]+\/?$/.test(url) && URL.canParse(url),
      "PUBLIC_URL must be the shop's address with no path, like https://shop.example",
    )
    .optional(),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  NONCE_LIFETIME_SECONDS: z.coerce.number().int().positive().default(43_200),
  /** The store notice's text; unset gives the demo notice, empty gives none. */
  STORE_NOTICE_TEXT: z.string().max(500).optional(),
  /** Its id: it goes into the cookie's name, so letters, digits, '-' and '_' only. */
  STORE_NOTICE_ID: z
    .string()
    .regex(STORE_NOTICE_ID, 'STORE_NOTICE_ID may hold letters, digits, - and _ (at most 64)')
    .optional(),
  ORDER_ATTRIBUTION: z.enum(['on', 'off']).default('on'),
  ORDER_ATTRIBUTION_COOKIE_MONTHS: z.coerce.number().int().min(1).max(24).default(6),
  ORDER_ATTRIBUTION_SESSION_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** 1 serves the developer pages (the machine visualizer) in production too. */
  STATEFRONT_DEVTOOLS: z.enum(['0', '1']).default('0'),
  COMING_SOON: z.enum(['yes', 'no']).default('no'),
  /** off: no popup on any page. */
  POPUP: z.enum(['on', 'off']).default('on'),
  /** Worker processes on Postgres; unset: one per core. PGlite and development run one process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** How long a shared cache (a CDN, nginx) may serve an anonymous page unasked; 0: never. */
  SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Memory each process gives to pages kept for visitors without a session; 0: none kept. */
  PAGE_CACHE_MEGABYTES: z.coerce.number().int().min(0).max(4096).default(32),
  /** 1: every response carries a Server-Timing header (db, render, total milliseconds). */
  SERVER_TIMING: z.enum(['0', '1']).default('0'),
  /** Where e-mails go: smtp://user:password@host:587 (STARTTLS) or smtps://…; unset: .eml files in DATA_DIR/outbox/. */
  SMTP_URL: z
    .string()
    .superRefine((url, ctx) => {
      const problem = smtpUrlProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  /** The shop's own address: the sender of its e-mails, and where new orders are told. */
  SHOP_EMAIL: z
    .string()
    .refine((v) => z.email().safeParse(v).success, 'SHOP_EMAIL must be an e-mail address, like orders@shop.example')
    .optional(),
  /** The offline payment methods offered, in order: comma-separated of bacs, cheque, cod. */
  PAYMENT_METHODS: z
    .string()
    .transform((value, ctx) => {
      const ids = value
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '');
      const unknown = ids.find((id) => !(OFFLINE_PAYMENT_METHODS as readonly string[]).includes(id));
      if (unknown !== undefined || ids.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: `PAYMENT_METHODS lists payment methods from ${OFFLINE_PAYMENT_METHODS.join(', ')}, comma-separated, like bacs,cod`,
        });
      }
      return [...new Set(ids)] as OfflinePaymentMethod[];
    })
    .optional(),
  /** The shop's bank account for bank transfers: 'Label: value' pairs separated by ';'. */
  BANK_DETAILS: z
    .string()
    .transform((value, ctx) => {
      const rows = value
        .split(';')
        .map((pair) => pair.trim())
        .filter((pair) => pair !== '')
        .map((pair) => {
          const at = pair.indexOf(':');
          return at < 0
            ? { label: '', value: '' }
            : { label: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() };
        });
      if (rows.length === 0 || rows.some((r) => r.label === '' || r.value === '')) {
        ctx.addIssue({
          code: 'custom',
          message:
            "BANK_DETAILS is 'Label: value' pairs separated by ';', like 'Account name: My Shop Ltd; IBAN: GB33BUKB20201555555555'",
        });
      }
      return rows;
    })
    .optional(),
  /** Sites a social-embed widget may frame: comma-separated origins; 'self' is the shop itself. */
  EMBED_ORIGINS: z
    .string()
    .default("'self'")
    .transform((value, ctx) => {
      const { origins, problem } = parseEmbedOrigins(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      return origins;
    }),
});

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** development: Vite serves the client with HMR and renders with ssrLoadModule. */
  dev: boolean;
  /** Behind a reverse proxy (TRUST_PROXY=yes). */
  trustProxy?: boolean;
  /** Processes `npm start` serves with (node:cluster workers when more than one; decision 0162); 1 if unset. */
  workers?: number;
  /** The mail outbox's way out: an SMTP server, else a folder of .eml files (server/mail). */
  mail?: MailSettings;
  /** Absolute path of the Vite client build (dist/client). */
  clientDir: string;
  shop: ShopSettings;
}

export interface MailSettings {
  /** SMTP_URL; never logged (it may hold a password). */
  smtpUrl?: string;
  /** Where each e-mail is written as an .eml file when there is no SMTP_URL. */
  outboxDir: string;
}

/** Shop-wide settings that pages and endpoints read. */
export interface ShopSettings {
  name: string;
  currency: string;
  perPage: number;
  cartRedirectAfterAdd: 'yes' | 'no';
  sessionDays: number;
  /** How long a nonce stays valid; short values let tests reach the expired path. */
  nonceLifetimeSeconds: number;
  /** Coming-soon mode: logged-in shoppers see the 'coming soon' footer banner until they dismiss it. */
  comingSoon: boolean;
  /** Developer pages (the machine visualizer at /__statefront/machines/): on in development or with STATEFRONT_DEVTOOLS=1. */
  devtools: boolean;
  /** The store-wide notice banner; a shopper's dismissal is remembered per id. */
  storeNotice: { id: string; text: string } | null;
  /** Visit tracking for order attribution. */
  orderAttribution: OrderAttributionSettings;
  /** The shop's one popup, or none. */
  popup: PopupConfig | null;
  /** Pages for visitors without a session (docs/decisions/0160). */
  pageCache: PageCacheSettings;
  /** A Server-Timing header on every response (SERVER_TIMING=1). */
  serverTiming?: boolean;
  /** The shop's public origin (PUBLIC_URL): absolute links use it instead of the request's host. */
  publicUrl?: string;
  /** Origins a social-embed widget may frame ('self': the shop), also the CSP's frame-src (EMBED_ORIGINS). */
  embedOrigins: string[];
  /** The shop's own e-mail address (SHOP_EMAIL): the sender of its e-mails, and where new orders are told. */
  shopEmail: string;
  /** How shoppers may pay (server/checkout/payment.ts). */
  payment: PaymentSettings;
}

export interface PaymentSettings {
  /** The offline methods offered, in order (PAYMENT_METHODS); the first is chosen at first. */
  methods: OfflinePaymentMethod[];
  /** Bank transfer: the shop's account, a row each (BANK_DETAILS), on the order page and in the e-mail. */
  bankDetails: { label: string; value: string }[];
}

export interface PageCacheSettings {
  /** `s-maxage`: seconds a shared cache serves an anonymous page without asking; 0 keeps pages private. */
  sharedSeconds: number;
  /** `stale-while-revalidate`: seconds more it may serve it while it asks in the background. */
  staleSeconds: number;
  /** Memory for pages kept by each app server, compressed forms included; 0 keeps none. */
  memoryBytes: number;
}

export interface OrderAttributionSettings {
  /** Off: no tracking, the tracking cookies are deleted, checkouts store no attribution. */
  enabled: boolean;
  /** Cookie lifetime in months of 30 days. */
  cookieLifetimeMonths: number;
  /** Minutes without a page view that end a visit's session. */
  sessionMinutes: number;
  /** Give each visitor a promo code cookie (100000 to 999999); off by default. */
  promoCode?: boolean;
}

export const defaultShopSettings: ShopSettings = {
  name: 'Statefront Supply',
  currency: 'USD',
  perPage: 12,
  cartRedirectAfterAdd: 'no',
  sessionDays: 30,
  nonceLifetimeSeconds: 43_200,
  storeNotice: { id: 'welcome-2026', text: 'Free shipping on orders over $50 — this is a demo shop.' },
  orderAttribution: { enabled: true, cookieLifetimeMonths: 6, sessionMinutes: 30 },
  devtools: false,
  comingSoon: false,
  // None in the defaults the test shops start from: a popup over the page would get in the way
  // of every other suite. The shop started from the environment gets DEMO_POPUP (POPUP=on).
  popup: null,
  pageCache: { sharedSeconds: 10, staleSeconds: 30, memoryBytes: 32 * 1024 * 1024 },
  embedOrigins: [SELF_ORIGIN],
  shopEmail: 'shop@statefront.example',
  payment: {
    methods: ['bacs', 'cheque', 'cod'],
    // The demo's account: made up, as the demo shop is.
    bankDetails: [
      { label: 'Account name', value: 'Statefront Supply Ltd' },
      { label: 'Bank', value: 'Demo Bank' },
      { label: 'Account number', value: '12345678' },
      { label: 'Sort code', value: '00-00-00' },
      { label: 'IBAN', value: 'GB00DEMO00000012345678' },
      { label: 'BIC', value: 'DEMOGB2L' },
    ],
  },
};

/** The demo shop's popup: a newsletter offer, from the second page view on, once a day, for guests. */
export const DEMO_POPUP: PopupConfig = {
  id: 'newsletter-2026',
  heading: 'Get 10% off your first order',
  body: 'Join our newsletter for a 10% welcome code. This is a demo shop: no emails are sent.',
  newsletter: true,
  triggers: { delaySeconds: 30, exitIntent: true, scrollPercent: 60 },
  conditions: { maxImpressions: { times: 1, per: 'day' }, hideForLoggedIn: 'all', fromPageView: 2 },
};

/**
 * The store notice from the environment. A new text without an id gets an id derived from
 * the text, so shoppers who dismissed the old notice see the new one.
 */
function storeNoticeFrom(text: string | undefined, id: string | undefined): ShopSettings['storeNotice'] {
  if (text === undefined) return id ? { ...defaultShopSettings.storeNotice!, id } : defaultShopSettings.storeNotice;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return { id: id ?? createHash('sha256').update(trimmed).digest('hex').slice(0, 12), text: trimmed };
}

const SMTP_URL_EXAMPLE = 'smtp://user:password@mail.example:587';

/** What is wrong with an SMTP_URL, said without repeating it (it may hold a password). */
function smtpUrlProblem(url: string): string | undefined {
  if (!/^smtps?:\/\//.test(url)) return `SMTP_URL must start with smtp:// or smtps://, like ${SMTP_URL_EXAMPLE}`;
  try {
    if (new URL(url).hostname === '') return `SMTP_URL has no host; it looks like ${SMTP_URL_EXAMPLE}`;
    return undefined;
  } catch {
    return `SMTP_URL is not a valid URL; it looks like ${SMTP_URL_EXAMPLE} (percent-encode special characters in the password)`;
  }
}

const DATABASE_URL_EXAMPLE = 'postgres://user:password@host:5432/database';

/** What is wrong with a DATABASE_URL, said without repeating it (it may hold a password). */
function databaseUrlProblem(url: string): string | undefined {
  if (!/^postgres(ql)?:\/\//.test(url))
    return `DATABASE_URL must start with postgres:// or postgresql://, like ${DATABASE_URL_EXAMPLE}`;
  try {
    new URL(url);
    return undefined;
  } catch {
    const afterScheme = url.replace(/^[a-z]+:\/\//, '');
    const hostAndPort = afterScheme.slice(afterScheme.lastIndexOf('@') + 1).split(/[/?#]/)[0] ?? '';
    const port = /^(?:\[[^\]]*\]|[^:]*):(.*)$/.exec(hostAndPort)?.[1];
    if (port !== undefined && !/^\d{1,5}$/.test(port)) {
      return `DATABASE_URL has a port that is not a number; it looks like ${DATABASE_URL_EXAMPLE}`;
    }
    if (port !== undefined && Number(port) > 65535) {
      return `DATABASE_URL has port ${port}, out of range: a port is a whole number from 1 to 65535, like ${DATABASE_URL_EXAMPLE}`;
    }
    return `DATABASE_URL is not a valid URL; it looks like ${DATABASE_URL_EXAMPLE} (percent-encode special characters in the password)`;
  }
}

/** What a good value of each variable looks like, for the one line a bad value ends the start with. */
const GOOD_VALUE: Partial<Record<keyof z.input<typeof Env>, string>> = {
  PORT: 'must be a whole number from 0 to 65535',
  SESSION_DAYS: 'must be a whole number of days, 1 or more',
  NONCE_LIFETIME_SECONDS: 'must be a whole number of seconds, 1 or more',
  ORDER_ATTRIBUTION_COOKIE_MONTHS: 'must be a whole number of months from 1 to 24',
  ORDER_ATTRIBUTION_SESSION_MINUTES: 'must be a whole number of minutes from 1 to 1440',
  SHARED_CACHE_SECONDS: 'must be a whole number of seconds from 0 to 3600',
  WEB_CONCURRENCY: 'must be a whole number of processes from 1 to 64',
  PAGE_CACHE_MEGABYTES: 'must be a whole number of megabytes from 0 to 4096',
  STORE_NOTICE_TEXT: 'must be at most 500 characters',
  SERVER_TIMING: 'must be 0 or 1',
};

/** One line naming the variable and what a good value looks like; never a raw validator message. */
function describeIssue(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  const name = String(issue.path[0] ?? 'environment') as keyof typeof GOOD_VALUE;
  if (issue.code === 'custom' || (issue.code === 'invalid_format' && name !== 'PORT')) return issue.message;
  const got = `, not "${String(env[name]).slice(0, 40)}"`;
  if (issue.code === 'invalid_value' && 'values' in issue) {
    return `${name} must be one of ${issue.values.map(String).join(', ')}${got}`;
  }
  return `${name} ${GOOD_VALUE[name] ?? 'has a value that is not valid'}${got}`;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(issue ? describeIssue(issue, env) : 'the environment is not valid');
  }
  const e = parsed.data;
  if (e.TRUST_PROXY === 'yes' && e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL must be set behind a proxy (TRUST_PROXY=yes), like https://shop.example: links to the shop are not taken from request headers',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR, 'pglite') },
    dev: e.NODE_ENV === 'development',
    trustProxy: e.TRUST_PROXY === 'yes',
    // Embedded PGlite belongs to one process; development's Vite server and HMR too.
    workers: e.DATABASE_URL && e.NODE_ENV !== 'development' ? (e.WEB_CONCURRENCY ?? availableParallelism()) : 1,
    clientDir: path.resolve('dist/client'),
    mail: {
      ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
      outboxDir: path.resolve(e.DATA_DIR, 'outbox'),
    },
    shop: {
      ...defaultShopSettings,
      cartRedirectAfterAdd: e.CART_REDIRECT_AFTER_ADD,
      sessionDays: e.SESSION_DAYS,
      nonceLifetimeSeconds: e.NONCE_LIFETIME_SECONDS,
      storeNotice: storeNoticeFrom(e.STORE_NOTICE_TEXT, e.STORE_NOTICE_ID),
      orderAttribution: {
        enabled: e.ORDER_ATTRIBUTION === 'on',
        cookieLifetimeMonths: e.ORDER_ATTRIBUTION_COOKIE_MONTHS,
        sessionMinutes: e.ORDER_ATTRIBUTION_SESSION_MINUTES,
      },
      devtools: e.NODE_ENV === 'development' || e.STATEFRONT_DEVTOOLS === '1',
      comingSoon: e.COMING_SOON === 'yes',
      popup: e.POPUP === 'on' ? DEMO_POPUP : null,
      pageCache: {
        ...defaultShopSettings.pageCache,
        sharedSeconds: e.SHARED_CACHE_SECONDS,
        memoryBytes: e.PAGE_CACHE_MEGABYTES * 1024 * 1024,
      },
      serverTiming: e.SERVER_TIMING === '1',
      embedOrigins: e.EMBED_ORIGINS,
      ...(e.PUBLIC_URL ? { publicUrl: new URL(e.PUBLIC_URL).origin } : {}),
      shopEmail: e.SHOP_EMAIL ?? defaultShopSettings.shopEmail,
      payment: {
        methods: e.PAYMENT_METHODS ?? defaultShopSettings.payment.methods,
        bankDetails: e.BANK_DETAILS ?? defaultShopSettings.payment.bankDetails,
      },
    },
  };
}

export class ConfigError extends Error {}
