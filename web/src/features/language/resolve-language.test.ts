import { describe, expect, it } from 'vitest';
import { needsServerCheck, resolveInitialLanguage, toLanguage, toLanguageOrDefault } from './resolve-language';

describe('language codes', () => {
  it.each([
    ['fr', 'fr'],
    ['FR', 'fr'],
    ['pt-BR', 'pt'],
    ['zh_TW', 'zh'],
    ['jp', 'ja'],
    ['ja-JP', 'ja'],
    ['ar-EG', 'ar'],
  ])('reads %s as %s', (code, language) => expect(toLanguage(code)).toBe(language));

  it.each(['', 'xx', 'klingon', 'english'])('does not know %j, and falls back to English', (code) => {
    expect(toLanguage(code)).toBeUndefined();
    expect(toLanguageOrDefault(code)).toBe('en');
  });
});

describe('resolution order', () => {
  const none = { fromAddress: null, stored: null, browser: [] };

  it('takes local storage first, before the browser', () => {
    expect(resolveInitialLanguage({ ...none, stored: 'de', browser: ['fr'] })).toEqual({
      language: 'de',
      origin: 'stored',
    });
  });

  it('keeps an unknown stored code as a choice of English rather than looking further', () => {
    expect(resolveInitialLanguage({ ...none, stored: 'xx', browser: ['fr'] })).toEqual({
      language: 'en',
      origin: 'stored',
    });
  });

  it('uses the first browser language it knows when nothing is stored', () => {
    expect(resolveInitialLanguage({ ...none, browser: ['tlh', 'jp', 'fr'] })).toEqual({
      language: 'ja',
      origin: 'browser',
    });
  });

  it('falls back to English', () => {
    expect(resolveInitialLanguage({ ...none, browser: ['tlh'] })).toEqual({ language: 'en', origin: 'default' });
  });

  it('lets an explicit ?lang= address win, as a search engine alternate link makes it', () => {
    expect(resolveInitialLanguage({ fromAddress: 'ru', stored: 'fr', browser: ['de'] }).language).toBe('ru');
    expect(resolveInitialLanguage({ fromAddress: 'zz', stored: 'fr', browser: ['de'] }).language).toBe('fr');
  });

  it('asks the server only when nothing was stored locally', () => {
    expect(needsServerCheck('stored')).toBe(false);
    expect(needsServerCheck('address')).toBe(false);
    expect(needsServerCheck('browser')).toBe(true);
    expect(needsServerCheck('default')).toBe(true);
  });
});
