import type { ComponentType } from 'react';
import { ResultCount } from '../ui/catalogue/ResultCount';
import { SortForm } from '../ui/catalogue/SortForm';

// Islands take their own props; the registry only knows they come from JSON.
// biome-ignore lint/suspicious/noExplicitAny: see above
export type IslandComponent = ComponentType<any>;
type Loader = () => Promise<IslandComponent>;

/**
 * Every island the server can emit (ui/Island), by name. Widgets on most pages are
 * imported here directly; widgets only some pages need are dynamic imports, so each is
 * a chunk loaded on demand.
 */
export const islands: Record<string, Loader> = {
  ResultCount: async () => ResultCount,
  SortForm: async () => SortForm,
  LoginForm: async () => (await import('../ui/account/AccountForms')).LoginForm,
  RegisterForm: async () => (await import('../ui/account/AccountForms')).RegisterForm,
  ComingSoonBanner: async () => (await import('../ui/layout/ComingSoonBanner')).ComingSoonBanner,
};
