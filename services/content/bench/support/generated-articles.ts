import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tagSlugs, type LanguageCode, type TagSlug } from '@portfolio/contracts';
import type { Article, StoredVersion } from '../../src/articles.ts';
import { segmentsOf } from '../../src/search/terms.ts';

/**
 * Articles for the search benchmark, generated from the seed articles' own words: each language's words drawn at
 * the frequencies the seed texts have them (a unigram model), plus now and then a rare made-up word (names,
 * identifiers), so that the index has a real language's common words and a long tail. Deterministic.
 */

const seedDir = fileURLToPath(new URL('../../seed/articles/', import.meta.url));

/** A small deterministic generator (mulberry32): the same articles on every run. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every word of the seed bodies in one language, in order (repeats kept: drawing one at random follows frequency). */
function corpusOf(lang: LanguageCode): string[] {
  const words: string[] = [];
  for (const dir of readdirSync(seedDir)) {
    let text: string;
    try {
      text = readFileSync(join(seedDir, dir, `${lang}.md`), 'utf8');
    } catch {
      continue;
    }
    const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
    for (const segment of segmentsOf(body)) if (segment.term !== null) words.push(segment.text);
  }
  return words;
}

/** The languages the seed has texts in, with how many of the articles are written in each. */
const languageShares: [LanguageCode, number][] = [
  ['en', 0.5],
  ['fr', 0.2],
  ['ja', 0.15],
  ['ar', 0.15],
];

/** Japanese is written without spaces: words are joined by particles, as sentences join them. */
const particles = ['の', 'を', 'は', 'に', 'が', 'で', 'と', 'も'];

export interface GeneratedSet {
  articles: Article[];
  versions: number;
  words: number;
}

export function generateArticles(count: number, wordsPerBody: number, random = randomSource(15)): GeneratedSet {
  const corpora = new Map(languageShares.map(([lang]) => [lang, corpusOf(lang)]));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const letters = new Map([...corpora].map(([lang, words]) => [lang, [...new Set([...words.join('')])]]));
  const word = (lang: LanguageCode) =>
    random() < 0.03
      ? Array.from({ length: 4 + Math.floor(random() * 6) }, () => pick(letters.get(lang)!)).join('')
      : pick(corpora.get(lang)!);
  const textOf = (lang: LanguageCode, length: number) => {
    const japanese = lang === 'ja';
    let text = '';
    for (let i = 0; i < length; i++) {
      const end = i % 14 === 13 || i === length - 1;
      text += word(lang) + (japanese ? (end ? '。' : pick(particles)) : end ? '. ' : ' ');
    }
    return text.trimEnd();
  };
  const languageOf = () => {
    let roll = random();
    for (const [lang, share] of languageShares) if ((roll -= share) < 0) return lang;
    return 'en';
  };
  let words = 0;
  const versionOf = (id: string, lang: LanguageCode): StoredVersion => {
    const length = Math.round(wordsPerBody * (0.6 + random() * 0.8));
    words += length;
    const title = textOf(lang, 6 + Math.floor(random() * 5)).replace(/[。.]$/, '');
    const text = textOf(lang, length);
    return {
      lang,
      slug: `${id}-${lang}`,
      title,
      excerpt: textOf(lang, 25),
      markdown: text,
      keywords: Array.from({ length: 5 }, () => word(lang)),
      seoTitle: title.slice(0, 60),
      seoDescription: textOf(lang, 20).slice(0, 155),
      cover: null,
      html: `<p>${text}</p>`,
      toc: [],
      readingMinutes: Math.ceil(length / 230),
      text,
    };
  };
  const start = Date.parse('2020-01-01T00:00:00Z');
  const articles = Array.from({ length: count }, (_, i): Article => {
    const id = `article-${String(i).padStart(5, '0')}`;
    const first = languageOf();
    // One article in five has a second language version.
    const second = random() < 0.2 ? pick(languageShares.map(([lang]) => lang).filter((l) => l !== first)) : undefined;
    const publishedAt = new Date(start + Math.floor(random() * 6 * 365) * 86_400_000);
    return {
      id,
      tags: [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(tagSlugs) as TagSlug))],
      status: random() < 0.05 ? 'draft' : 'published',
      publishedAt,
      updatedAt: publishedAt,
      versions: [versionOf(id, first), ...(second ? [versionOf(id, second)] : [])],
    };
  });
  return { articles, versions: articles.reduce((n, a) => n + a.versions.length, 0), words };
}
