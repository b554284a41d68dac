import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@/config/constants';
import { dictionaries, type Dictionary } from '@/locales';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Dictionary };
  }
}

const lazyDictionaries: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = dictionaries[language as Language];
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
