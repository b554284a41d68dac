import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { languages } from '@/config/constants';

/** Open Graph wants language_TERRITORY. */
const ogLocales: Record<string, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  es: 'es_ES',
  de: 'de_DE',
  it: 'it_IT',
  pt: 'pt_PT',
  ja: 'ja_JP',
  zh: 'zh_CN',
  ar: 'ar_AR',
  ru: 'ru_RU',
};

function upsert(selector: string, create: () => HTMLElement, attributes: Record<string, string>) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  upsert(`meta[${key}="${name}"]`, () => document.createElement('meta'), { [key]: name, content });

/**
 * The head of a route: title, description, canonical address, Open Graph, and one alternate per language.
 * Each language version has its own address (`?lang=xx`, which the language resolution honours), so search
 * engines can index all ten.
 */
export function DocumentHead({ title, description }: { title: string; description: string }) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;

  useEffect(() => {
    const origin = (import.meta.env.VITE_SITE_URL ?? window.location.origin).replace(/\/$/, '');
    const address = (code?: string) => `${origin}${pathname}${code ? `?lang=${code}` : ''}`;
    const canonical = address(language === 'en' ? undefined : language);

    document.title = title;
    meta('name', 'description', description);
    upsert('link[rel="canonical"]', () => document.createElement('link'), { rel: 'canonical', href: canonical });
    meta('property', 'og:type', 'website');
    meta('property', 'og:site_name', 'Camille Laurent');
    meta('property', 'og:title', title);
    meta('property', 'og:description', description);
    meta('property', 'og:url', canonical);
    meta('property', 'og:locale', ogLocales[language] ?? 'en_US');
    for (const { code } of languages) {
      upsert(`link[rel="alternate"][hreflang="${code}"]`, () => document.createElement('link'), {
        rel: 'alternate',
        hreflang: code,
        href: address(code),
      });
    }
    upsert('link[rel="alternate"][hreflang="x-default"]', () => document.createElement('link'), {
      rel: 'alternate',
      hreflang: 'x-default',
      href: address(),
    });
  }, [title, description, pathname, language]);

  return null;
}
