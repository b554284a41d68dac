import { describe, expect, it } from 'vitest';
import { isBotUserAgent } from '../src/index.ts';

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const headless =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

describe('isBotUserAgent: the robots every visitor count drops', () => {
  it('tells browsers from crawlers, preview fetchers and headless browsers', () => {
    expect(isBotUserAgent(firefox)).toBe(false);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBotUserAgent('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')).toBe(true);
    expect(isBotUserAgent(headless)).toBe(true);
    expect(isBotUserAgent('curl/8.5.0')).toBe(true);
  });

  it('counts a request without a User-Agent as a script', () => {
    expect(isBotUserAgent('')).toBe(true);
  });

  it('answers the same from its cache', () => {
    for (let i = 0; i < 3; i++) expect(isBotUserAgent(firefox)).toBe(false);
  });
});
