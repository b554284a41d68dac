import { defaultSeoSettings, seoSettings } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { errorKind, issuesAsDetails, placeOf, refusedFields } from './field-errors';

describe('refused SEO fields', () => {
  it("reads the server's details and the page's own check alike", () => {
    const server = refusedFields([
      { path: 'body.pages.home.fr.title', message: 'too long' },
      { path: 'body.social.x', message: 'must be an X handle' },
      { path: 'body', message: 'expected object' },
    ]);
    expect([...server]).toEqual(['pages.home.fr.title', 'social.x', 'form']);

    const draft = {
      ...defaultSeoSettings,
      titlePattern: 'no placeholder',
      social: { ...defaultSeoSettings.social, mastodon: 'not an address' },
      entity: { ...defaultSeoSettings.entity, sameAs: ['https://example.com/', 'javascript:alert(1)'] },
    };
    const parsed = seoSettings.safeParse(draft);
    expect(parsed.success).toBe(false);
    const local = refusedFields(issuesAsDetails(parsed.error!.issues));
    expect([...local].sort()).toEqual(['entity.sameAs.1', 'social.mastodon', 'titlePattern']);
  });

  it('gives each field the message of its kind', () => {
    expect(
      [
        'siteName',
        'titlePattern',
        'defaultDescription.ja',
        'defaultImage',
        'pages.blog.ar.title',
        'pages.blog.ar.description',
        'pages.games.en.image',
        'entity.name',
        'entity.url',
        'entity.image',
        'entity.sameAs.3',
        'social.linkedin',
        'form',
        'somethingElse',
      ].map(errorKind),
    ).toEqual([
      'siteName',
      'titlePattern',
      'description',
      'image',
      'title',
      'description',
      'image',
      'entityName',
      'url',
      'image',
      'url',
      'social.linkedin',
      'form',
      'form',
    ]);
  });

  it('says under which page and language a field is shown', () => {
    expect(placeOf('pages.games.ru.noindex')).toEqual({ page: 'games', lang: 'ru' });
    expect(placeOf('defaultDescription.zh')).toEqual({ lang: 'zh' });
    expect(placeOf('social.x')).toEqual({});
    expect(placeOf('pages.nowhere.fr.title')).toEqual({});
  });
});
