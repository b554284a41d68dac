import { defaultLanguage, languageAliases, languages, type Language } from '@/config/constants';

const known = new Set<string>(languages.map((l) => l.code));

/**
 * Maps any code seen in the wild to one of ours: case and region are ignored (`pt-BR` is `pt`), aliases apply
 * (`jp` is `ja`); anything else is `undefined`.
 */
export function toLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const aliased = languageAliases[base] ?? base;
  return known.has(aliased) ? (aliased as Language) : undefined;
}

/** Like `toLanguage`, but an unknown code means English (spec §4). */
export const toLanguageOrDefault = (code: string | null | undefined): Language => toLanguage(code) ?? defaultLanguage;

export interface LanguageSources {
  /** `?lang=` of the address: an explicit choice, as a search engine's alternate link makes it. */
  fromAddress: string | null;
  /** `uiLanguage` in local storage. */
  stored: string | null;
  /** The browser's preferred languages, most preferred first. */
  browser: readonly string[];
}

export type LanguageOrigin = 'address' | 'stored' | 'browser' | 'default';

/**
 * The language to render first, without waiting for the network. The server preference (second in the spec's
 * order) can only apply when nothing was stored locally; `needsServerCheck` says so.
 */
export function resolveInitialLanguage(sources: LanguageSources): { language: Language; origin: LanguageOrigin } {
  const fromAddress = toLanguage(sources.fromAddress);
  if (fromAddress) return { language: fromAddress, origin: 'address' };
  if (sources.stored !== null) return { language: toLanguageOrDefault(sources.stored), origin: 'stored' };
  for (const code of sources.browser) {
    const language = toLanguage(code);
    if (language) return { language, origin: 'browser' };
  }
  return { language: defaultLanguage, origin: 'default' };
}

export const needsServerCheck = (origin: LanguageOrigin) => origin === 'browser' || origin === 'default';
