import type { LanguageCode } from './languages.ts';
import type { SeoPage, SeoSettings } from './seo-settings.ts';
import { siteTexts } from './site-identity.ts';
import { personName } from './site-person.ts';

/**
 * How a page's head is made from the SEO settings: one function for the content service (crawler HTML, the public
 * read) and the admin screen's live previews, so that the preview is what is served. Its own module: it carries
 * the ten languages' built-in texts, which no visitor's bundle needs (the SPA reads the public endpoint's answer).
 */

/** What is in force before the first save: today's built-in heads exactly. */
export const defaultSeoSettings: SeoSettings = {
  siteName: personName,
  titlePattern: '{page} · {site}',
  defaultDescription: {},
  defaultImage: null,
  social: { x: '', github: '', linkedin: '', mastodon: '', bluesky: '' },
  entity: { type: 'Person', name: personName, url: '', image: null, sameAs: [] },
  pages: { home: {}, blog: {}, games: {} },
};

export const fillTitlePattern = (pattern: string, page: string, site: string) =>
  pattern.replaceAll('{page}', page).replaceAll('{site}', site);

export interface SeoPageTexts {
  title: string;
  description: string;
  noindex: boolean;
  /** The media-library image link previews show, or null. */
  imageId: string | null;
}

/**
 * A page's texts in `lang`:
 * - title: its override; else the pattern around the page's name (the blog, the games); the home page, whose name
 *   is the site itself, keeps its built-in title with the site's name in place of the persona's;
 * - description: its override, else the language's default description, else the page's built-in one;
 * - image: its override, else the default image; noindex: its override's.
 */
export function seoPageTexts(settings: SeoSettings, page: SeoPage, lang: LanguageCode): SeoPageTexts {
  const own = settings.pages[page][lang];
  const builtIn = siteTexts[lang][page];
  const defaultTitle =
    page === 'home'
      ? builtIn.title.replace(personName, settings.siteName)
      : fillTitlePattern(settings.titlePattern, builtIn.heading, settings.siteName);
  return {
    title: own?.title || defaultTitle,
    description: own?.description || settings.defaultDescription[lang] || builtIn.description,
    noindex: own?.noindex ?? false,
    imageId: own?.image ?? settings.defaultImage,
  };
}

/** The profile addresses of the handles that are set (structured data's sameAs). */
export function socialProfiles(social: SeoSettings['social']): string[] {
  const profiles: string[] = [];
  if (social.x) profiles.push(`https://x.com/${social.x}`);
  if (social.github) profiles.push(`https://github.com/${social.github}`);
  if (social.linkedin)
    profiles.push(
      `https://www.linkedin.com/${social.linkedin.includes('/') ? social.linkedin : `in/${social.linkedin}`}`,
    );
  if (social.mastodon) {
    const [user, host] = social.mastodon.split('@');
    profiles.push(`https://${host}/@${user}`);
  }
  if (social.bluesky) profiles.push(`https://bsky.app/profile/${social.bluesky}`);
  return profiles;
}
