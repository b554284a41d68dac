import { describe, expect, it } from 'vitest';
import { withFile } from './with-file';

const file = { hash: 'c'.repeat(64), bytes: 1200 };
const item = (key: string) => ({ key, title: key, description: `${key}.`, file: null });

describe('a PDF filed into a language', () => {
  it('sets the file of the document with that key only', () => {
    const content = {
      documentation: { title: 'Documents', intro: 'Read.', items: [item('resume'), item('handbook')] },
    };
    const next = withFile(content, 'handbook', file);
    expect(next.documentation?.items.map((i) => i.file)).toEqual([null, file]);
    expect(content.documentation.items[1]!.file).toBeNull();
  });

  it('leaves a language without documents as it is', () => {
    const content = { hero: undefined };
    expect(withFile(content, 'resume', file)).toBe(content);
  });
});
