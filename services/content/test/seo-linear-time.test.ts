import { describe, expect, it } from 'vitest';
import { defaultSeoSettings, seoSettings } from '@portfolio/contracts';
import { adversarialStrings, firstSlowInput } from '@portfolio/testing';

/**
 * The SEO settings' patterns (the handles, the title pattern, the addresses) stay linear on 16 KiB of adversarial
 * text, as the contract's other patterns are (zod runs a pattern even after the field's length check failed).
 */
const boundMs = 20;
const inputs = adversarialStrings();

const withField = (patch: (text: string) => object) => (text: string) =>
  seoSettings.safeParse({ ...defaultSeoSettings, ...patch(text) });
const social = (key: keyof typeof defaultSeoSettings.social) =>
  withField((text) => ({ social: { ...defaultSeoSettings.social, [key]: text } }));

const parsers: Record<string, (text: string) => unknown> = {
  x: social('x'),
  github: social('github'),
  linkedin: social('linkedin'),
  mastodon: social('mastodon'),
  bluesky: social('bluesky'),
  titlePattern: withField((text) => ({ titlePattern: text })),
  siteName: withField((text) => ({ siteName: text })),
  entityUrl: withField((text) => ({ entity: { ...defaultSeoSettings.entity, url: text, sameAs: [text] } })),
};

describe('SEO settings patterns', () => {
  for (const [name, parse] of Object.entries(parsers)) {
    it(`${name} stays linear on adversarial input`, () => {
      expect(firstSlowInput(parse, inputs, boundMs)).toBeUndefined();
    });
  }
});
