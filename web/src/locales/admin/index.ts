import type { Language } from '@/config/constants';
import type { AdminDictionary } from './en';

export type { AdminDictionary };

/** One chunk per language, fetched when the admin area is opened (see `lazyNamespaces` in `lib/i18n.ts`). */
export const adminDictionaries: Record<Language, () => Promise<{ default: AdminDictionary }>> = {
  en: () => import('./en'),
  fr: () => import('./fr'),
  es: () => import('./es'),
  de: () => import('./de'),
  it: () => import('./it'),
  pt: () => import('./pt'),
  ja: () => import('./ja'),
  zh: () => import('./zh'),
  ar: () => import('./ar'),
  ru: () => import('./ru'),
};
