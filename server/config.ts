import path from 'node:path';
import { z } from 'zod';
import type { DatabaseTarget } from './db/index';

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
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  CART_REDIRECT_AFTER_ADD: z.enum(['yes', 'no']).default('no'),
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  NONCE_LIFETIME_SECONDS: z.coerce.number().int().positive().default(43_200),
  COMING_SOON: z.enum(['yes', 'no']).default('no'),
});

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseTarget;
  /** development: Vite serves the client with HMR and renders with ssrLoadModule. */
  dev: boolean;
  /** Absolute path of the Vite client build (dist/client). */
  clientDir: string;
  shop: ShopSettings;
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
}

export const defaultShopSettings: ShopSettings = {
  name: 'Statefront Supply',
  currency: 'USD',
  perPage: 12,
  cartRedirectAfterAdd: 'no',
  sessionDays: 30,
  nonceLifetimeSeconds: 43_200,
  comingSoon: false,
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${issue?.path.join('.') ?? 'environment'}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR, 'pglite') },
    dev: e.NODE_ENV === 'development',
    clientDir: path.resolve('dist/client'),
    shop: {
      ...defaultShopSettings,
      cartRedirectAfterAdd: e.CART_REDIRECT_AFTER_ADD,
      sessionDays: e.SESSION_DAYS,
      nonceLifetimeSeconds: e.NONCE_LIFETIME_SECONDS,
      comingSoon: e.COMING_SOON === 'yes',
    },
  };
}

export class ConfigError extends Error {}
