import { describe, expect, it } from 'vitest';
import { languageCodes, tagLabels, tagLabelsIn, tagSlugs } from '../src/index.ts';

describe('tag labels', () => {
  it('label every spec tag slug and nothing else', () => {
    expect(Object.keys(tagLabels).sort()).toEqual([...tagSlugs].sort());
  });

  it.each(languageCodes)('give every tag a distinct, trimmed label in %s', (lang) => {
    const labels = tagSlugs.map((slug) => tagLabels[slug][lang]);
    for (const label of labels) expect(label).toMatch(/^\S(?:.*\S)?$/u);
    expect(new Set(labels.map((label) => label.toLocaleLowerCase(lang))).size).toBe(labels.length);
  });

  it('hand one language its labels by slug', () => {
    expect(tagLabelsIn('fr')['developpement-web']).toBe('Développement web');
    expect(Object.keys(tagLabelsIn('ja'))).toEqual([...tagSlugs]);
  });
});
