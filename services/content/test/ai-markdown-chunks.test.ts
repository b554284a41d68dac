import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { markdownChunks } from '../src/ai/markdown-chunks.ts';
import { sameStructure } from '../src/ai/markdown-structure.ts';

const seed = fileURLToPath(new URL('../seed/articles', import.meta.url));
const samples = readdirSync(seed).map((dir) => readFileSync(join(seed, dir, 'en.md'), 'utf8'));
const fences = (text: string) => text.split('\n').filter((line) => /^ {0,3}```/.test(line)).length;

/** How a long article is cut for translation: before headings, never inside code, the same blocks when joined. */
describe('markdown chunks', () => {
  it('cut the sample articles before headings into parts that join into the same structure', () => {
    for (const markdown of samples) {
      const chunks = markdownChunks(markdown, 1200);
      expect(chunks.length).toBeGreaterThan(1);
      for (const chunk of chunks.slice(1)) expect(chunk).toMatch(/^#{1,6} /);
      for (const chunk of chunks) expect(fences(chunk) % 2).toBe(0);
      expect(sameStructure(markdown, chunks.join('\n\n'))).toEqual({ ok: true });
    }
    expect(markdownChunks(samples[0]!)).toEqual([samples[0]!.trim()]);
  });

  it('never cut at a heading inside a fenced code block', () => {
    const code = ['```md', '# Not a heading', '```ts', 'still code', '```'].join('\n');
    const markdown = `${'Words. '.repeat(20)}\n\n${code}\n\n## Next\n\nMore.`;
    expect(markdownChunks(markdown, 10)).toEqual([`${'Words. '.repeat(20)}\n\n${code}`, '## Next\n\nMore.']);
  });
});
