import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tagSlugs, type LanguageCode } from '@portfolio/contracts';
import { readSeed } from '../src/seed/read-seed.ts';

/** The sample articles shipped with the service, checked against what issue 15 asks of them. */
const seedDir = fileURLToPath(new URL('../seed/articles', import.meta.url));
const webPublic = fileURLToPath(new URL('../../../web/public', import.meta.url));
const articles = await readSeed(seedDir);

const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });
/** The words of a Markdown body outside its fenced code blocks: what a reader reads as prose. */
function proseWords(markdown: string): number {
  let inCode = false;
  let words = 0;
  for (const line of markdown.split('\n')) {
    if (line.trimStart().startsWith('```')) {
      inCode = !inCode;
      continue;
    }
    if (inCode) continue;
    for (const part of wordSegmenter.segment(line)) if (part.isWordLike) words++;
  }
  return words;
}

/**
 * A JPEG's size from its frame header (the SOF marker): segments follow the start-of-image marker, each with its
 * length, until a SOFn (0xC0-0xCF, less DHT 0xC4, JPG 0xC8 and DAC 0xCC) gives height then width.
 */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.readUInt16BE(0) !== 0xffd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

const english = (id: string) => articles.find((a) => a.id === id)!.versions.find((v) => v.lang === 'en')!;
const localImages = (html: string) => [...html.matchAll(/(?:src)="(\/blog\/[^"]+)"/g)].map((match) => match[1]!);

describe('the sample articles (services/content/seed)', () => {
  it('are at least eight, each published and read without a problem', () => {
    expect(articles.length).toBeGreaterThanOrEqual(8);
    for (const article of articles) expect(article.status, article.id).toBe('published');
  });

  it.each(articles.map((article) => article.id))('%s: 600 to 1,500 words in English', (id) => {
    const words = proseWords(english(id).markdown);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1500);
  });

  it.each(articles.map((article) => article.id))('%s: headings, code, a list and a figure in every version', (id) => {
    for (const version of articles.find((a) => a.id === id)!.versions) {
      const where = `${id} ${version.lang}`;
      expect(version.html, where).toMatch(/<h2[\s>]/);
      expect(version.toc.length, where).toBeGreaterThanOrEqual(2);
      expect(version.html, where).toMatch(/<pre[\s>][\s\S]*<code[\s>]/);
      expect(version.html, where).toMatch(/<(ul|ol)[\s>]/);
      expect(version.html, where).toMatch(/<figure[\s>][\s\S]*<figcaption[\s>]/);
    }
  });

  it('use the spec tag slugs, every one of them somewhere', () => {
    const used = new Set(articles.flatMap((article) => article.tags));
    for (const tag of used) expect(tagSlugs).toContain(tag);
    expect([...used].sort()).toEqual([...tagSlugs].sort());
  });

  it('have at least three articles also in French, Arabic and Japanese', () => {
    const also: LanguageCode[] = ['fr', 'ar', 'ja'];
    const inAll = articles.filter((article) => also.every((lang) => article.versions.some((v) => v.lang === lang)));
    expect(inAll.length).toBeGreaterThanOrEqual(3);
  });

  it('keep SEO titles and descriptions within what search results show', () => {
    const tooLong = articles.flatMap((article) =>
      article.versions.flatMap((version) => [
        ...([...version.seoTitle].length > 60 ? [`${article.id} ${version.lang} seoTitle`] : []),
        ...([...version.seoDescription].length > 155 ? [`${article.id} ${version.lang} seoDescription`] : []),
      ]),
    );
    expect(tooLong).toEqual([]);
  });

  it('point at covers and figures the web app serves', () => {
    for (const article of articles) {
      for (const version of article.versions) {
        const images = [...(version.cover ? [version.cover.src] : []), ...localImages(version.html)];
        expect(images.length, `${article.id} ${version.lang}`).toBeGreaterThanOrEqual(2);
        for (const src of images) expect(existsSync(`${webPublic}${src}`), src).toBe(true);
      }
    }
  });

  it("give every cover a JPEG rendition for link previews, of the cover's size and small enough", () => {
    for (const article of articles) {
      const cover = article.versions[0]!.cover;
      expect(cover?.social, article.id).toMatch(/^\/blog\/covers\/[a-z0-9-]+\.jpg$/);
      const file = `${webPublic}${cover!.social}`;
      expect(existsSync(file), file).toBe(true);
      const bytes = readFileSync(file);
      expect(jpegSize(bytes), file).toEqual({ width: cover!.width, height: cover!.height });
      expect({ width: cover!.width, height: cover!.height }).toEqual({ width: 1200, height: 630 });
      expect(bytes.length, file).toBeLessThan(120 * 1024);
    }
  });

  it("give every figure the width and height its SVG declares, so the page keeps the figure's place", () => {
    const svgSize = (src: string) => {
      const root = /<svg\b[^>]*>/.exec(readFileSync(`${webPublic}${src}`, 'utf8'))![0];
      return { width: /\swidth="(\d+)"/.exec(root)?.[1], height: /\sheight="(\d+)"/.exec(root)?.[1] };
    };
    const figures = articles.flatMap((article) =>
      article.versions.flatMap((version) =>
        [...version.html.matchAll(/<figure><img ([^>]*)>/g)].map(([, attributes]) => ({
          where: `${article.id} ${version.lang}`,
          src: /src="([^"]+)"/.exec(attributes!)![1]!,
          width: /width="(\d+)"/.exec(attributes!)?.[1],
          height: /height="(\d+)"/.exec(attributes!)?.[1],
        })),
      ),
    );
    expect(figures.length).toBeGreaterThanOrEqual(articles.length);
    for (const { where, src, width, height } of figures)
      expect({ width, height }, `${where} ${src}`).toEqual(svgSize(src));
  });
});
