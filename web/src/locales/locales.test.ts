import { describe, expect, it } from 'vitest';
import { languages } from '@/config/constants';
import adminEn from './admin/en';
import { adminDictionaries } from './admin/index';
import en from './en';
import { dictionaries } from './index';

/** Every text of a dictionary by its dotted key. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === 'string') found.set(path, child);
    else for (const [p, text] of leaves(child, path)) found.set(p, text);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const english = leaves(en);
const adminEnglish = leaves(adminEn);

describe('dictionaries', () => {
  it('has one per language of the spec', () => {
    expect(Object.keys(dictionaries).sort()).toEqual(languages.map((l) => l.code).sort());
  });

  it('has the keys the spec lists (§3), and the tag label of every blog tag slug', () => {
    const keys = [...english.keys()];
    for (const prefix of [
      'hero.',
      'presentation.',
      'skills.',
      'tools.',
      'documentation.',
      'footer.',
      'stats.',
      'categories.',
      'menu.',
      'themeToggle.',
      'contact.labels.',
      'contact.placeholders.',
      'contact.messages.',
      'blog.title',
      'blog.search',
      'blog.filters.',
      'blogPost.share.',
      'blogPost.toasts.',
      'blogPost.tableOfContents',
      'blogPost.keywords',
      'blogPost.readingTime',
      'blogPost.views',
      'blogPost.languages',
      'newsletter.',
      'articleReader.voice',
      'articleReader.volume',
      'articleReader.speed',
      ...[1, 2, 3, 4, 5, 6].map((n) => `companies.company${n}.`),
    ]) {
      expect(
        keys.some((k) => k.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    const slugs =
      'developpement-web intelligence-artificielle machine-learning ia developpement revue-de-code productivite outils startups technologie innovation durabilite fintech react pwa microservices technologie-moderne css web-design responsive-design grid-layout reglementations tech vie-privee donnees';
    expect(Object.keys(en.blog.tags).sort()).toEqual(slugs.split(' ').sort());
  });

  it('keeps the English texts the spec quotes word for word', () => {
    expect(en.contact.messages).toMatchObject({
      missingTitle: 'Missing Information',
      missing: 'Please fill in all required fields.',
      successTitle: 'Message Sent!',
      success: "Thank you for your message. I'll get back to you soon.",
      failureTitle: 'Message delivery failed',
      failure: 'An error occurred while sending your message. Please try again later.',
      timeout: 'The request timed out. Please check your connection and try again.',
    });
    expect(en.newsletter).toMatchObject({
      successTitle: 'Welcome to the newsletter!',
      success: "You'll soon receive our latest articles and insights.",
      confirm: 'Thanks! Please check your inbox to confirm your subscription.',
      failureTitle: 'Subscription failed',
      failure: 'Please try again in a few moments.',
      emailRequiredTitle: 'Email required',
      emailRequired: 'Please provide a valid email address to receive our updates.',
    });
    expect(en.blogPost.toasts).toEqual({
      unavailable: 'Sharing unavailable',
      failed: 'Share failed',
      copied: 'Link copied',
      copyFailed: 'Copy failed',
    });
    expect(en.contact.responseTime).toContain('24-48 hours');
  });

  it('has the admin namespace in every language, with the login texts the spec quotes in English (§2)', () => {
    expect(Object.keys(adminDictionaries).sort()).toEqual(languages.map((l) => l.code).sort());
    expect(adminEn.login).toMatchObject({ title: 'Admin Login', submit: 'Sign In', submitting: 'Signing In...' });
  });

  describe.each(
    languages
      .filter((l) => l.code !== 'en')
      .flatMap(({ code, name }) => [
        { name, namespace: 'translation', load: () => dictionaries[code](), reference: english },
        { name, namespace: 'admin', load: () => adminDictionaries[code](), reference: adminEnglish },
      ]),
  )('$name, $namespace', ({ load, reference }) => {
    it('has exactly the English keys, none empty, with the same placeholders', async () => {
      const texts = leaves((await load()).default);
      expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(reference.get(key)!));
      }
    });

    it('is really translated: at most one text in ten equals the English one (names and shared words)', async () => {
      const texts = leaves((await load()).default);
      const same = [...texts].filter(([key, text]) => text === reference.get(key)).map(([key]) => key);
      expect(same.length / texts.size, same.join(', ')).toBeLessThanOrEqual(0.1);
    });
  });
});
