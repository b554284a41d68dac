import {
  pagePathIn,
  personName,
  siteTexts,
  tagLabel,
  type ArticleCard,
  type ArticleDetail,
  type CoverImage,
  type GameId,
  type LanguageCode,
  type SiteContentAnswer,
} from '@portfolio/contracts';
import { articleImageSizes } from '../media/variant-files.ts';
import { homeSectionsHtml } from '../site-content/home-html.ts';
import { escapeHtml } from './escape.ts';
import { gameTexts } from './game-texts.ts';
import { element } from './page-html.ts';

/**
 * The main content of each page as HTML, for readers that run no script: the same texts and links the SPA shows,
 * in plain semantic markup. Article bodies are the store's HTML, sanitised when the article was saved; every
 * other text is escaped here.
 */
// One formatter per language, built on first use: building an Intl.DateTimeFormat costs far more than formatting.
const dateFormats = new Map<LanguageCode, Intl.DateTimeFormat>();
function dateFormatIn(lang: LanguageCode): Intl.DateTimeFormat {
  let format = dateFormats.get(lang);
  if (!format) dateFormats.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' })));
  return format;
}

const dateIn = (lang: LanguageCode, iso: string) =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(dateFormatIn(lang).format(new Date(iso)))}</time>`;

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** A list's first cards, whose covers a phone shows at once (the first is the page's largest paint): not lazy. */
const eagerCovers = 3;

function cardItem(card: ArticleCard, lang: LanguageCode, index: number): string {
  return [
    '<li><article>',
    card.cover ? coverHtml(card.cover, index >= eagerCovers) : '',
    `<h2>${link(card.path, card.title)}</h2>`,
    element('p', card.excerpt),
    `<p>${dateIn(lang, card.publishedAt)}</p>`,
    '</article></li>',
  ].join('');
}

const cardList = (cards: readonly ArticleCard[], lang: LanguageCode) =>
  cards.length > 0 ? `<ul>${cards.map((card, index) => cardItem(card, lang, index)).join('')}</ul>` : '';

/**
 * The home page: its sections from the published site content when given (site-content/home-html.ts), with the
 * latest articles after the hero; else the site's name, role and tagline.
 */
export function homeContent(lang: LanguageCode, latest: readonly ArticleCard[], site?: SiteContentAnswer): string {
  const texts = siteTexts[lang];
  const articles =
    latest.length > 0
      ? `<section><h2>${link(pagePathIn('/blog', lang), texts.blog.heading)}</h2>` +
        `<ul>${latest.map((card) => `<li>${link(card.path, card.title)}</li>`).join('')}</ul></section>`
      : '';
  if (site) return `<main>${homeSectionsHtml(site, lang, articles)}</main>`;
  return [
    '<main>',
    element('h1', personName),
    element('p', texts.role),
    element('p', texts.tagline),
    articles,
    '</main>',
  ].join('');
}

export function blogContent(lang: LanguageCode, cards: readonly ArticleCard[]): string {
  const texts = siteTexts[lang].blog;
  return [
    '<main>',
    element('h1', texts.heading),
    element('p', texts.description),
    cardList(cards, lang),
    '</main>',
  ].join('');
}

/**
 * The cover at its own size; a media-library image (#16) as a `<picture>` of its AVIF and WebP widths and the
 * fallback's srcset, with the article column's sizes, so no reader loads a wider file than it shows. A cover out of
 * the first screen (`lazy`) is fetched when it nears the viewport.
 */
function coverHtml(cover: CoverImage, lazy = false): string {
  const size = `width="${cover.width}" height="${cover.height}"`;
  const alt = `alt="${escapeHtml(cover.alt)}"`;
  const loading = lazy ? ' loading="lazy"' : '';
  if (!cover.sources || !cover.srcset) return `<img src="${escapeHtml(cover.src)}" ${alt} ${size}${loading} />`;
  const sizes = `sizes="${escapeHtml(articleImageSizes)}"`;
  const sources = cover.sources
    .map((source) => `<source type="${escapeHtml(source.type)}" srcset="${escapeHtml(source.srcset)}" ${sizes} />`)
    .join('');
  const img = `<img src="${escapeHtml(cover.src)}" srcset="${escapeHtml(cover.srcset)}" ${sizes} ${alt} ${size}${loading} />`;
  return `<picture>${sources}${img}</picture>`;
}

export function articleContent(article: ArticleDetail): string {
  const { lang } = article;
  const cover = article.cover ? coverHtml(article.cover) : '';
  const tags = article.tags.map((tag) => `<li>${escapeHtml(tagLabel(tag, lang))}</li>`).join('');
  const versions = article.versions
    .filter((version) => version.lang !== lang)
    .map((version) => `<li lang="${version.lang}">${link(version.path, version.title)}</li>`)
    .join('');
  return [
    '<main><article>',
    '<header>',
    element('h1', article.title),
    `<p>${dateIn(lang, article.publishedAt)}</p>`,
    cover,
    '</header>',
    // Sanitised once per save (markdown/render.ts): the same HTML the SPA shows.
    `<div>${article.html}</div>`,
    tags ? `<ul>${tags}</ul>` : '',
    versions ? `<ul>${versions}</ul>` : '',
    '</article></main>',
  ].join('');
}

/** The games the page shows, in its order: a hidden game is not named (`games`: the public games answer's list). */
export function gamesContent(lang: LanguageCode, games: readonly { id: GameId }[]): string {
  const texts = siteTexts[lang].games;
  const items = games
    .map(
      ({ id }) => `<li>${element('h2', gameTexts[lang][id].name)}${element('p', gameTexts[lang][id].description)}</li>`,
    )
    .join('');
  return [
    '<main>',
    element('h1', texts.heading),
    element('p', texts.description),
    items ? `<ul>${items}</ul>` : '',
    '</main>',
  ].join('');
}

export function notFoundContent(lang: LanguageCode): string {
  const texts = siteTexts[lang].notFound;
  return ['<main>', element('h1', texts.heading), element('p', texts.description), '</main>'].join('');
}
