import type { Language } from '@/config/constants';
import type { Dictionary } from './en';

export type { Dictionary };

/**
 * One chunk per language, fetched on demand: a visitor downloads the texts of the language they read and no
 * other (English included, when they read another one).
 */
export const dictionaries: Record<Language, () => Promise<{ default: Dictionary }>> = {
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
