import type { BackendModule, i18n as I18nInstance } from 'i18next';
import { languages, type Language } from '@/config/constants';
import { publicTexts, type PublicResources, type TextFiles } from '@/locales';
import type { AdminDictionary } from '@/locales/admin';
import type { AdminAccountTexts } from '@/locales/admin-account/en';
import type { AdminAiTexts } from '@/locales/admin-ai/en';
import type { AdminAnalyticsTexts } from '@/locales/admin-analytics/en';
import type { AdminBlogTexts } from '@/locales/admin-blog/en';
import type { AdminContentTexts } from '@/locales/admin-content/en';
import type { AdminEditorTexts } from '@/locales/admin-editor/en';
import type { AdminGamesTexts } from '@/locales/admin-games/en';
import type { AdminLogsTexts } from '@/locales/admin-logs/en';
import type { AdminMailTexts } from '@/locales/admin-mail/en';
import type { AdminMediaTexts } from '@/locales/admin-media/en';
import type { AdminSeoTexts } from '@/locales/admin-seo/en';
import type { AdminSeoManagementTexts } from '@/locales/admin-seo-management/en';

export type Resources = PublicResources & {
  admin: AdminDictionary;
  'admin-account': AdminAccountTexts;
  'admin-analytics': AdminAnalyticsTexts;
  'admin-ai': AdminAiTexts;
  'admin-blog': AdminBlogTexts;
  'admin-content': AdminContentTexts;
  'admin-editor': AdminEditorTexts;
  'admin-games': AdminGamesTexts;
  'admin-logs': AdminLogsTexts;
  'admin-mail': AdminMailTexts;
  'admin-media': AdminMediaTexts;
  'admin-seo': AdminSeoTexts;
  'admin-seo-management': AdminSeoManagementTexts;
};
export type Namespace = keyof Resources;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'layout';
    resources: Resources;
  }
}

/**
 * Every namespace's text files, `./<namespace>/<language>.ts` → its chunk. The visitors' namespaces are listed
 * from the start; the admin chunk adds its own (`registerTexts`), so that neither the admin texts nor the list of
 * their files reach the visitors' first download.
 */
const files: TextFiles = { ...publicTexts };

export function registerTexts(more: TextFiles) {
  Object.assign(files, more);
}

/** One download per language and namespace, shared by the route that asks first and by i18next. */
const downloads = new Map<string, Promise<object>>();

function download(language: string, namespace: string): Promise<object> {
  const key = `${language}|${namespace}`;
  const known = downloads.get(key);
  if (known) return known;
  const load = files[`./${namespace}/${language}.ts`];
  const started = load
    ? load().then((module) => module.default)
    : Promise.reject(new Error(`no ${namespace} texts for ${language}`));
  // A failed download (the network, a new deployment) is tried again by the next one who asks.
  started.catch(() => downloads.delete(key));
  downloads.set(key, started);
  return started;
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    download(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

let instance: I18nInstance | undefined;

function created(): I18nInstance {
  if (!instance) throw new Error('i18n is used before initI18n has created it');
  return instance;
}

/**
 * The app's i18next instance, for code outside components (which get it from `useTranslation`). i18next arrives
 * in a chunk of its own once the language is known (`initI18n`), so this stands for it: every read, write and
 * call goes to the instance once created.
 */
export const i18n = new Proxy({} as I18nInstance, {
  get: (_, key) => {
    const target = created();
    const value: unknown = Reflect.get(target, key);
    // i18next's methods run on the instance itself (they read and write its fields).
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  },
  set: (_, key, value) => Reflect.set(created(), key, value),
  has: (_, key) => Reflect.has(created(), key),
});

let start: (started: { language: Language; init: Promise<unknown> }) => void;
/** Resolved by `initI18n`: routes may ask for their texts before i18n has started. */
const started = new Promise<{ language: Language; init: Promise<unknown> }>((resolve) => (start = resolve));

/**
 * Resolved once i18next has started with the layout's texts, rejected when its code could not be fetched (the app
 * then shows its error screen): nothing that renders texts may render before.
 */
export const i18nStarted: Promise<unknown> = started.then(({ init }) => init);

/**
 * Every language has every key (the typecheck enforces it), so there is no fallback language to download
 * alongside the active one. Only the layout's texts come with the start; each screen brings its own
 * (`loadNamespaces`). The layout's texts download from now on, while i18next's code arrives.
 */
export function initI18n(language: Language) {
  void download(language, 'layout');
  const init = import('./i18n-instance').then(({ createI18n }) => {
    const i18next = createI18n(backend, {
      lng: language,
      fallbackLng: false,
      supportedLngs: languages.map((l) => l.code),
      load: 'currentOnly',
      ns: ['layout'],
      defaultNS: 'layout',
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
    instance = i18next.instance;
    return i18next.init;
  });
  start({ language, init });
  return init;
}

/**
 * The texts of a screen, in the active language, for its route to await beside its code: the screen then
 * renders at once, with no key shown and no second wait. The downloads start as soon as the language is known,
 * in parallel with the layout's texts and the screen's code.
 */
export async function loadNamespaces(namespaces: Namespace[]): Promise<void> {
  if (namespaces.length === 0) return;
  const { language, init } = await started;
  await Promise.all(namespaces.map((namespace) => download(instance?.resolvedLanguage ?? language, namespace)));
  await init;
  await i18n.loadNamespaces(namespaces);
}

/**
 * A route's `lazy`: its module and its screen's texts, fetched together. Texts that failed to arrive are asked for
 * again by the screen itself (i18next retries): whether the route renders is its code's call.
 */
export function withTexts<T>(namespaces: Namespace[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadNamespaces(namespaces).catch(() => undefined)]))[0];
}
