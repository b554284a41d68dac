import { describe, expect, it } from 'vitest';
import { adversarialStrings, firstSlowInput } from '@portfolio/testing';
import { articleSlug, contentLimits, slugify } from '../src/index.ts';

describe('slugify', () => {
  it.each([
    [
      'Counting visitors without cookies: a privacy-friendly pipeline',
      'counting-visitors-without-cookies-a-privacy-friendly-pipeline',
    ],
    ["Don't   repeat -- yourself!", 'dont-repeat-yourself'],
    ['Été à Zürich, ŒUVRE & Straße', 'ete-a-zurich-œuvre-straße'],
    ['React とは何か：フック入門', 'react-とは何か-フック入門'],
    ['がぎぐ ゲーム', 'がぎぐ-ゲーム'],
    ['Приложения без сети: йогурт', 'приложения-без-сети-йогурт'],
    ['تحليلات الويب بلا كعكات', 'تحليلات-الويب-بلا-كعكات'],
    ['机器学习 在生产中', '机器学习-在生产中'],
    ['CSS Grid 2026 — ١٢٣', 'css-grid-2026-١٢٣'],
    // Accents NFC cannot compose onto their Latin letter go too; other scripts keep theirs.
    ['Widtḧ́ q́̂uery', 'width-query'],
    ['हिन्दी क́', 'हिन्दी-क́'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(articleSlug.safeParse(slug).success).toBe(true);
  });

  it('is empty when the title has no letter or digit', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' !?🎉 — ')).toBe('');
  });

  it('keeps within the slug length, cutting at a word boundary', () => {
    const slug = slugify('word '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(contentLimits.slugLength);
    expect(slug.endsWith('word')).toBe(true);
    const long = slugify('a'.repeat(500));
    expect(long).toBe('a'.repeat(contentLimits.slugLength));
  });

  it('always makes a valid slug from hostile text, in linear time', () => {
    const inputs = adversarialStrings();
    for (const { text } of inputs) {
      const slug = slugify(text);
      if (slug !== '') expect(articleSlug.safeParse(slug).success).toBe(true);
    }
    expect(firstSlowInput(slugify, inputs, 50)).toBeUndefined();
  });
});
