import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ogLocales, pagePathIn, personName, type SeoPageHead } from '@portfolio/contracts';
import { languages } from '@/config/constants';

/** Open Graph's language_TERRITORY of a language tag, English's for one we do not publish in. */
const ogLocaleOf = (lang: string) => (ogLocales as Partial<Record<string, string>>)[lang] ?? ogLocales.en;

/** One language version of a page: a language code or `x-default`, and its path on the site (with its query). */
export interface HeadAlternate {
  hreflang: string;
  path: string;
}

function upsert(selector: string, create: () => HTMLElement, attributes: Record<string, string>) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  upsert(`meta[${key}="${name}"]`, () => document.createElement('meta'), { [key]: name, content });

/** Writes the tag, or removes it when there is nothing to say. */
const metaOrNone = (key: 'name' | 'property', name: string, content: string | number | null | undefined) =>
  content === null || content === undefined || content === ''
    ? document.head.querySelector(`meta[${key}="${name}"]`)?.remove()
    : meta(key, name, String(content));

let knownOrigin: string | undefined;
/**
 * The site's public origin: the one the server wrote in the first document's og:url (its SITE_ORIGIN, which may not
 * be the address the browser used, behind a proxy or in a test), else the build's VITE_SITE_URL, else this
 * window's. Not the canonical link: an article first published elsewhere names the original there. Read once,
 * before any page rewrites the head; every address written since has the same origin.
 */
function siteOrigin(): string {
  const announced = document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  knownOrigin ??= announced ? new URL(announced).origin : (import.meta.env.VITE_SITE_URL ?? window.location.origin);
  return knownOrigin;
}

/** A path's absolute address, percent-encoded the way the server writes it (an Arabic or Japanese slug). */
const addressOf = (path: string) => new URL(path, siteOrigin()).href;

/** Each language's `?lang=xx` address of a path (which the language resolution honours), then x-default: English. */
function languageAlternates(pathname: string): HeadAlternate[] {
  return [
    ...languages.map(({ code }) => ({ hreflang: code, path: pagePathIn(pathname, code) })),
    { hreflang: 'x-default', path: pathname },
  ];
}

/** The page's language versions replace whatever alternates the head had: a page may exist in fewer languages. */
function replaceAlternates(after: Element, alternates: readonly HeadAlternate[]) {
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  let previous = after;
  for (const { hreflang, path } of alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = addressOf(path);
    previous.after(link);
    previous = link;
  }
}

interface DocumentHeadProps {
  title: string;
  description: string;
  /** The page's own path, when it is not the current path in the interface's language (an article version's). */
  canonicalPath?: string;
  /**
   * Absolute: the original's address, when the page republishes what was first published elsewhere (an article's
   * canonical address). The canonical link names it, as the server writes it; og:url stays the page's own.
   */
  canonicalUrl?: string;
  /**
   * The page's language versions, x-default included, when they are not the ten `?lang=` addresses of the current
   * path (an article exists in its versions' languages only, each at its own path). Keep the array stable (memoised):
   * the head is rewritten when it changes.
   */
  alternates?: readonly HeadAlternate[];
  ogType?: 'website' | 'article';
  /** The page's language when it is not the interface's (an article version's): its Open Graph locale. */
  lang?: string;
  /**
   * The page's addresses are not known yet (an article still loading): the canonical link and alternates stay as
   * they are, the server's on a first visit, rather than become the current path's ten `?lang=` addresses.
   */
  addressesPending?: boolean;
  /**
   * The not-found page: robots noindex, and no canonical link, og:url or alternates, as the server writes it (an
   * address without a page has no canonical one). Every other page removes the noindex again.
   */
  noindex?: boolean;
  /**
   * What the SEO settings say of the page (the home page, the blog list, the games page): the site's name, its X
   * account, the share image, and whether search engines should leave it out (which keeps its addresses, unlike
   * `noindex`). Without it the share image tags are left as the server wrote them.
   */
  share?: PageShare;
}

export interface PageShare {
  siteName: string;
  twitterSite: string | null;
  image: SeoPageHead['image'];
  noindex: boolean;
}

/** The image and X tags of a page with share settings, as the server writes them (head-tags.ts). */
function writeShare({ image, twitterSite }: PageShare) {
  metaOrNone('property', 'og:image', image?.url);
  metaOrNone('property', 'og:image:type', image?.type);
  metaOrNone('property', 'og:image:width', image?.width);
  metaOrNone('property', 'og:image:height', image?.height);
  metaOrNone('property', 'og:image:alt', image?.alt);
  // A large card needs an image; without one the summary card is the one that previews well.
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  metaOrNone('name', 'twitter:image', image?.url);
  metaOrNone('name', 'twitter:image:alt', image?.alt);
  metaOrNone('name', 'twitter:site', twitterSite);
}

/**
 * The robots noindex this component manages: the one the server wrote into a not-found page's first document (read
 * when this module loads, before any route renders), then its own. Never a route's own `<meta>` (the admin area's).
 */
let notIndexed: HTMLMetaElement | null = document.head.querySelector('meta[name="robots"]');

/** Search engines are asked to leave the page out. */
function writeRobotsNoindex() {
  if (!notIndexed?.isConnected) {
    notIndexed = document.createElement('meta');
    notIndexed.name = 'robots';
    document.head.append(notIndexed);
  }
  notIndexed.content = 'noindex';
}

/** The not-found page's head: not indexed, no address of its own, no language versions. */
function writeNotIndexed() {
  writeRobotsNoindex();
  document.head
    .querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang], meta[property="og:url"]')
    .forEach((element) => element.remove());
}

/** Any other page may be indexed again (the app navigated away from a not-found page). */
function dropNotIndexed() {
  notIndexed?.remove();
  notIndexed = null;
}

/**
 * The head of a route: title, description, canonical address, Open Graph, and one alternate per language version,
 * the same as the server writes into the page's first document (services/content/src/documents), so that the app
 * taking over leaves crawlers that run scripts the addresses those that do not read.
 */
export function DocumentHead(props: DocumentHeadProps) {
  const { title, description, canonicalPath, canonicalUrl, alternates, ogType = 'website', lang } = props;
  const { addressesPending, noindex, share } = props;
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;

  useEffect(() => {
    document.title = title;
    meta('name', 'description', description);
    meta('property', 'og:type', ogType);
    meta('property', 'og:site_name', share?.siteName ?? personName);
    meta('property', 'og:title', title);
    meta('property', 'og:description', description);
    meta('name', 'twitter:title', title);
    meta('name', 'twitter:description', description);
    meta('property', 'og:locale', ogLocaleOf(lang ?? language));
    if (share) writeShare(share);
    if (noindex) return writeNotIndexed();
    if (share?.noindex) writeRobotsNoindex();
    else dropNotIndexed();
    if (addressesPending) return;
    const own = addressOf(canonicalPath ?? (language === 'en' ? pathname : `${pathname}?lang=${language}`));
    const canonicalLink = upsert('link[rel="canonical"]', () => document.createElement('link'), {
      rel: 'canonical',
      href: canonicalUrl || own,
    });
    replaceAlternates(canonicalLink, alternates ?? languageAlternates(pathname));
    meta('property', 'og:url', own);
  }, [
    title,
    description,
    pathname,
    language,
    canonicalPath,
    canonicalUrl,
    alternates,
    ogType,
    lang,
    addressesPending,
    noindex,
    share,
  ]);

  return null;
}
