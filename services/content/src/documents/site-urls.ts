import { defaultLanguage, languageCodes, pagePathIn, type LanguageCode } from '@portfolio/contracts';

/** A page's or a file's absolute address on the configured origin; non-ASCII path characters percent-encoded. */
export const absoluteUrl = (origin: string, path: string) => new URL(path, origin).href;

export interface Alternate {
  /** A language code, or `x-default`. */
  hreflang: string;
  href: string;
}

/** The ten languages' addresses of a page, then x-default: the English one. */
export function pageAlternates(origin: string, path: string): Alternate[] {
  return [
    ...languageCodes.map((lang) => ({ hreflang: lang, href: absoluteUrl(origin, pagePathIn(path, lang)) })),
    { hreflang: 'x-default', href: absoluteUrl(origin, path) },
  ];
}

/**
 * An article's language versions (each its own address), then x-default: the English version, else the first one
 * in the languages' order.
 */
export function articleAlternates(origin: string, versions: readonly { lang: LanguageCode; path: string }[]) {
  const alternates: Alternate[] = versions.map((v) => ({ hreflang: v.lang, href: absoluteUrl(origin, v.path) }));
  const fallback = versions.find((v) => v.lang === defaultLanguage) ?? versions[0];
  if (fallback) alternates.push({ hreflang: 'x-default', href: absoluteUrl(origin, fallback.path) });
  return alternates;
}

/** The language `?lang=` names when it names one of ours; anything else is the default page. */
export function languageParam(value: unknown): LanguageCode | undefined {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value)
    ? (value as LanguageCode)
    : undefined;
}
