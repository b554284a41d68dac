import { describe, expect, it } from 'vitest';
import {
  defaultSeoSettings,
  languageCodes,
  seoPages,
  seoPageTexts,
  seoSettings,
  siteTexts,
  socialProfiles,
} from '@portfolio/contracts';

/** The head resolver the crawler pages, the public read and the admin screen's previews share. */
describe('seoPageTexts', () => {
  it('gives today’s built-in heads in every language before anything is saved', () => {
    for (const lang of languageCodes) {
      for (const page of seoPages) {
        expect(seoPageTexts(defaultSeoSettings, page, lang)).toEqual({
          title: siteTexts[lang][page].title,
          description: siteTexts[lang][page].description,
          noindex: false,
          imageId: null,
        });
      }
    }
  });

  it('takes an override first, then the pattern or the default description, then the built-in text', () => {
    const settings = {
      ...defaultSeoSettings,
      siteName: 'Site',
      titlePattern: '{site} — {page} — {site}',
      defaultDescription: { ja: '既定の説明。' },
      defaultImage: 'default',
      pages: {
        home: {},
        blog: { ja: { title: '', description: '', image: 'own', noindex: true } },
        games: { ja: { title: 'ゲーム一覧', description: '遊ぶ。', image: null, noindex: false } },
      },
    };
    expect(seoPageTexts(settings, 'blog', 'ja')).toEqual({
      title: 'Site — ブログ — Site',
      description: '既定の説明。',
      noindex: true,
      imageId: 'own',
    });
    expect(seoPageTexts(settings, 'games', 'ja')).toEqual({
      title: 'ゲーム一覧',
      description: '遊ぶ。',
      noindex: false,
      imageId: 'default',
    });
    expect(seoPageTexts(settings, 'home', 'ar').title).toBe(siteTexts.ar.home.title.replace('Camille Laurent', 'Site'));
  });
});

describe('social handles', () => {
  it('are kept without their @ and become profile addresses', () => {
    const parsed = seoSettings.parse({
      ...defaultSeoSettings,
      social: {
        x: '@cam_1',
        github: 'cam-l',
        linkedin: 'camille',
        mastodon: '@cam@fosstodon.org',
        bluesky: 'cam.bsky.social',
      },
    });
    expect(parsed.social).toEqual({
      x: 'cam_1',
      github: 'cam-l',
      linkedin: 'camille',
      mastodon: 'cam@fosstodon.org',
      bluesky: 'cam.bsky.social',
    });
    expect(socialProfiles(parsed.social)).toEqual([
      'https://x.com/cam_1',
      'https://github.com/cam-l',
      'https://www.linkedin.com/in/camille',
      'https://fosstodon.org/@cam',
      'https://bsky.app/profile/cam.bsky.social',
    ]);
    expect(socialProfiles({ ...parsed.social, linkedin: 'company/acme' })).toContain(
      'https://www.linkedin.com/company/acme',
    );
  });

  it('refuses a title pattern without {page} or with another placeholder', () => {
    const issues = (titlePattern: string) =>
      seoSettings.safeParse({ ...defaultSeoSettings, titlePattern }).error?.issues.map((i) => i.message) ?? [];
    expect(issues('{site}')).toEqual(['must contain {page}']);
    expect(issues('{page} {title}')).toEqual(['may only use the placeholders {page} and {site}']);
    expect(issues('{page} · {site}')).toEqual([]);
  });
});
