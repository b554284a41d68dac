import { describe, expect, it } from 'vitest';
import { emptyVersion, type ArticleDraft } from '@portfolio/contracts';
import { fieldErrorsOf } from './field-errors';

const draft: ArticleDraft = {
  sourceLang: 'en',
  tags: [],
  cover: null,
  versions: [emptyVersion('en'), emptyVersion('fr')],
};

describe('field errors', () => {
  it('put each problem on the field it names, in the version of that index', () => {
    const errors = fieldErrorsOf(
      [
        { path: 'versions.1.title', message: 'the fr title is empty' },
        { path: 'body.draft.versions.0.canonicalUrl', message: 'Invalid URL' },
        { path: 'body.draft.versions.0.keywords.3', message: 'Too big' },
        { path: 'cover', message: 'no alt text' },
        { path: 'body.baseRevision', message: 'Invalid input' },
      ],
      draft,
      (message) => `Check: ${message}`,
    );
    expect(errors).toEqual({
      'fr.title': 'Check: the fr title is empty',
      'en.canonicalUrl': 'Check: Invalid URL',
      'en.keywords': 'Check: Too big',
      cover: 'Check: no alt text',
      article: 'Check: Invalid input',
    });
  });

  it('keeps the first problem of a field', () => {
    const errors = fieldErrorsOf(
      [
        { path: 'versions.0.slug', message: 'first' },
        { path: 'versions.0.slug', message: 'second' },
      ],
      draft,
    );
    expect(errors).toEqual({ 'en.slug': 'first' });
  });
});
