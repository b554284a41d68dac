import { siteContentAnswer, type LanguageContent, type SiteContentDocument } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { previewAnswer } from './preview-answer';

const hash = (digit: string) => digit.repeat(64);
const company = { name: 'Nimbus', role: 'Developer', start: '2020-01', end: null, description: 'Dashboards.' };
const english: Required<LanguageContent> = {
  hero: {
    greeting: 'Hello',
    role: 'Developer',
    tagline: 'Fast sites.',
    location: 'Lyon',
    primaryAction: 'Résumé',
    secondaryAction: 'Play',
  },
  presentation: { title: 'About me', paragraphs: ['One.', 'Two.'] },
  skills: { title: 'Skills', intro: 'What I do.', items: [{ icon: 'server', title: 'APIs', description: 'Koa.' }] },
  tools: { title: 'Tools', intro: 'What I use.', groups: [{ name: 'Languages', tools: ['TypeScript'] }] },
  companies: { title: 'Experience', intro: 'Six.', items: Array.from({ length: 6 }, () => company) },
  documentation: {
    title: 'Documents',
    intro: 'Read.',
    items: [
      { key: 'resume', title: 'Résumé', description: 'Two pages.', file: { hash: hash('a'), bytes: 2453 } },
      { key: 'handbook', title: 'Handbook', description: 'Principles.', file: null },
    ],
  },
};

describe('preview of the public answer', () => {
  it('takes each section in the language, else English, and says which, in the shape the page reads', () => {
    const content: SiteContentDocument = {
      personName: 'Camille Laurent',
      languages: {
        en: english,
        fr: {
          hero: { ...english.hero, greeting: 'Bonjour' },
          documentation: {
            ...english.documentation,
            title: 'Documents',
            items: [
              { ...english.documentation.items[0]!, file: null },
              { ...english.documentation.items[1]!, file: { hash: hash('b'), bytes: 1000 } },
            ],
          },
        },
      },
    };
    const answer = previewAnswer(content, 'fr')!;
    expect(siteContentAnswer.safeParse(answer).success).toBe(true);
    expect(answer.hero).toMatchObject({ greeting: 'Bonjour', lang: 'fr' });
    expect(answer.skills.lang).toBe('en');
    expect(answer.documentation.lang).toBe('fr');
    // The French résumé has no file: the English one is offered, and said to be English.
    expect(answer.documentation.items.map((item) => item.file)).toEqual([
      { url: `/documents/resume/${hash('a')}.pdf`, bytes: 2453, lang: 'en' },
      { url: `/documents/handbook/${hash('b')}.pdf`, bytes: 1000, lang: 'fr' },
    ]);
  });

  it('has nothing to preview when English lacks a section the language lacks too', () => {
    const { tools: _none, ...withoutTools } = english;
    const content: SiteContentDocument = { personName: 'C', languages: { en: withoutTools, de: {} } };
    expect(previewAnswer(content, 'de')).toBeUndefined();
    expect(
      previewAnswer({ ...content, languages: { en: withoutTools, de: { tools: english.tools } } }, 'de'),
    ).toBeDefined();
  });
});
