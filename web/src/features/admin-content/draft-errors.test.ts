import { languageDraftPatch } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { draftErrors, hasErrorIn, serverErrors } from './draft-errors';

const company = { name: 'Nimbus', role: 'Developer', start: '2020-01', end: null, description: 'Dashboards.' };
const check = (draft: object) => {
  const parsed = languageDraftPatch.safeParse(draft);
  if (parsed.success) throw new Error('the draft was expected to be refused');
  return draftErrors(parsed.error.issues);
};

describe('draft errors from the contract', () => {
  it('says a blank text is required and a long one too long', () => {
    const hero = {
      greeting: '  ',
      role: 'R',
      tagline: 'T',
      location: 'L',
      primaryAction: 'x'.repeat(500),
      secondaryAction: 'S',
    };
    const errors = check({ hero });
    expect(errors.get('hero.greeting')).toBe('required');
    expect(errors.get('hero.primaryAction')).toBe('tooLong');
  });

  it('names bad months, an end before the start and the wrong number of companies', () => {
    const items = [
      { ...company, start: '2020-13' },
      { ...company, start: '2021-05', end: '2020-01' },
      company,
      company,
      company,
    ];
    const errors = check({ companies: { title: 'Experience', intro: 'Six.', items } });
    expect(errors.get('companies.items.0.start')).toBe('month');
    expect(errors.get('companies.items.1.end')).toBe('endBeforeStart');
    expect(errors.get('companies.items')).toBe('tooFew');
  });

  it('names a bad document key and keys used twice', () => {
    const item = { key: 'resume', title: 'Résumé', description: 'Two pages.', file: null };
    const errors = check({
      documentation: { title: 'Documents', intro: 'Read.', items: [item, { ...item, key: 'Not A Key' }, item] },
    });
    expect(errors.get('documentation.items.1.key')).toBe('key');
    expect(errors.get('documentation.items')).toBe('duplicateKey');
    expect(hasErrorIn(errors, 'documentation')).toBe(true);
    expect(hasErrorIn(errors, 'documentation.items.0')).toBe(false);
  });

  it("reads the server's field paths without the body prefix", () => {
    const errors = serverErrors([{ path: 'body.skills.items.2.title', message: 'Too big' }]);
    expect([...errors]).toEqual([['skills.items.2.title', 'invalid']]);
  });
});
