import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@/config/constants';
import { dictionaries, type Dictionary } from '@/locales';
import type { AdminDictionary } from '@/locales/admin/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Dictionary; admin: AdminDictionary };
  }
}

type Loaders = Partial<Record<Language, () => Promise<{ default: object }>>>;

/**
 * Texts of the parts only some people open (the admin area): their chunk registers its namespace here, so that
 * neither the texts nor the list of their files reach the visitors' first download.
 */
export const lazyNamespaces: Record<string, Loaders> = {};

const lazyDictionaries: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = (namespace === 'translation' ? dictionaries : lazyNamespaces[namespace])?.[language as Language];
    if (!load) return callback(new Error(`no texts for ${language}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/**
 * Every language has every key (the typecheck enforces it), so there is no fallback language to download
 * alongside the active one.
 */
export function initI18n(language: Language) {
  return i18n
    .use(lazyDictionaries)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: languages.map((l) => l.code),
      load: 'currentOnly',
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}
