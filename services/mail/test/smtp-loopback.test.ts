import { describe, expect, it } from 'vitest';
import { languageCodes } from '@portfolio/contracts';
import { isLoopbackHost } from '../src/smtp/loopback.ts';
import { testMailTexts } from '../src/smtp/test-mail-texts.ts';

describe('the hosts mail may reach without TLS', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    'localhost.',
    '127.0.0.1',
    '127.255.0.9',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
  ])('takes %s for this machine', (host) => expect(isLoopbackHost(host)).toBe(true));

  it.each([
    'smtp.example.org',
    'localhost.example.org',
    '127.0.0.1.example.org',
    '128.0.0.1',
    '10.0.0.1',
    '0.0.0.0',
    '::',
    '::2',
    '::ffff:10.0.0.1',
    '[::1',
    '',
  ])('takes %s for another machine', (host) => expect(isLoopbackHost(host)).toBe(false));
});

describe('the test mail texts', () => {
  it('are written in every language, each naming the server it went through', () => {
    for (const language of languageCodes) {
      const texts = testMailTexts[language];
      expect(texts.sentThrough, language).toContain('{server}');
      if (language !== 'en') {
        for (const key of ['subject', 'heading', 'body'] as const) {
          expect(texts[key], `${language} ${key}`).not.toBe(testMailTexts.en[key]);
        }
      }
    }
  });
});
