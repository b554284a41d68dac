import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brokenTranslation, fakeTranslation } from '@portfolio/testing';
import { describe, expect, it } from 'vitest';
import { markdownStructure, sameStructure, translationPrompt } from '../src/ai/markdown-structure.ts';
import { parseFrontMatter } from '../src/markdown/front-matter.ts';

const seedDir = join(import.meta.dirname, '../seed/articles');
/** Every seeded article's Markdown bodies by language: the real texts a translation job works on. */
const seeds = readdirSync(seedDir).map((folder) => {
  const files = readdirSync(join(seedDir, folder)).filter((file) => file.endsWith('.md'));
  const bodies = Object.fromEntries(
    files.map((file) => [
      file.slice(0, -3),
      parseFrontMatter(readFileSync(join(seedDir, folder, file), 'utf8')).markdown,
    ]),
  );
  return { folder, bodies: bodies as Record<string, string> & { en: string } };
});
const sample = seeds.find(({ folder }) => folder.startsWith('01-'))!.bodies.en;

/** The sample with one change; the test fails if `find` is not in it (the change would prove nothing). */
function changed(find: string | RegExp, replace: string) {
  expect(sample).toMatch(find);
  return sample.replace(find, replace);
}

describe('the structure check of a translation', () => {
  it('accepts a structure-preserving rewrite of every seeded article', () => {
    expect(seeds.length).toBeGreaterThanOrEqual(8);
    for (const { folder, bodies } of seeds) {
      const rewritten = fakeTranslation(bodies.en);
      expect(rewritten, folder).not.toBe(bodies.en);
      expect(sameStructure(bodies.en, rewritten), folder).toEqual({ ok: true });
    }
  });

  it('accepts the human translations of the seed whose code is untranslated', () => {
    const { bodies } = seeds.find(({ folder }) => folder.startsWith('01-'))!;
    const languages = Object.keys(bodies).filter((language) => language !== 'en');
    expect(languages.length).toBeGreaterThanOrEqual(2);
    for (const language of languages)
      expect(sameStructure(bodies.en, bodies[language]!), language).toEqual({ ok: true });
  });

  it('finds what the sample holds: headings, a code block, links, an image with its size', () => {
    const structure = markdownStructure(sample);
    expect(structure.headings.length).toBeGreaterThanOrEqual(3);
    expect(structure.codeBlocks.length).toBeGreaterThanOrEqual(1);
    expect(structure.images).toContain('/blog/figures/analytics-pipeline.svg {width=1000 height=500}');
  });

  it('refuses a dropped code block, naming it', () => {
    const result = sameStructure(sample, brokenTranslation(sample));
    expect(result).toEqual({ ok: false, detail: expect.stringMatching(/^code block 1 \(ts\) /) });
  });

  it('refuses a code block with one byte changed', () => {
    const code = markdownStructure(sample).codeBlocks[0]!.content;
    const line = code.split('\n').find((text) => text.trim().length > 5)!;
    const result = sameStructure(sample, sample.replace(line, `${line} `));
    expect(result).toEqual({ ok: false, detail: 'code block 1 (ts) was changed' });
  });

  it('refuses a changed link, naming its target', () => {
    const linked = `${sample}\nSee [the guide](https://example.org/guide) and [the notes](/blog/notes).\n`;
    expect(markdownStructure(linked).links).toEqual(['https://example.org/guide', '/blog/notes']);
    const result = sameStructure(linked, linked.replace('](/blog/notes)', '](/blog/other)'));
    expect(result).toEqual({ ok: false, detail: 'the link to /blog/notes is missing or was changed' });
  });

  it('refuses a lost heading, naming its place and level', () => {
    const headings = markdownStructure(sample).headings;
    const heading = /^### .+$/m.exec(sample)![0];
    const result = sameStructure(sample, changed(heading, heading.replace(/^### /, '')));
    const counts = `headings: ${headings.length} in the original, ${headings.length - 1} in the translation`;
    expect(result).toEqual({
      ok: false,
      detail: `heading ${headings.indexOf(3) + 1} (level 3) is missing (${counts})`,
    });
  });

  it('refuses a changed image target or size, a lost list item, table row or block quote', () => {
    const image = sameStructure(sample, changed('{width=1000 height=500}', '{width=999 height=500}'));
    expect(image).toMatchObject({ ok: false, detail: expect.stringMatching(/^image 1 .*width=1000.* became/) });
    const list = '- one\n- two\n- three\n';
    expect(sameStructure(list, '- un\n- deux\n')).toEqual({
      ok: false,
      detail: 'list 1 (bulleted list of 3 items) became list 1 (bulleted list of 2 items)',
    });
    const table = '| a | b |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |\n';
    expect(sameStructure(table, '| a | b |\n| --- | --- |\n| 1 | 2 |\n')).toMatchObject({
      ok: false,
      detail: 'table 1 (3 rows × 2 columns) became table 1 (2 rows × 2 columns)',
    });
    expect(sameStructure('> quoted\n\ntext\n', 'quoted\n\ntext\n')).toEqual({
      ok: false,
      detail: 'block quotes: 1 in the original, 0 in the translation',
    });
  });

  it('lets inline code and links move within sentences, but not change', () => {
    const original = 'Use `a` then `b`, see [x](/x) and [y](/y).';
    expect(sameStructure(original, 'Voir [Y](/y) et [X](/x) ; utilisez `b` après `a`.')).toEqual({ ok: true });
    expect(sameStructure(original, 'Utilisez `a` puis `c`, voir [x](/x) et [y](/y).')).toEqual({
      ok: false,
      detail: 'inline code `b` is missing or was changed',
    });
  });
});

describe('the translation prompt', () => {
  it('names both languages, states the rules, and sends the Markdown alone as the user message', () => {
    const { system, user } = translationPrompt(sample, 'en', 'ja');
    expect(system).toContain('from English (en) into Japanese (ja)');
    expect(system).toMatch(/code blocks/);
    expect(system).toMatch(/link and image target/);
    expect(user).toBe(sample);
  });
});
