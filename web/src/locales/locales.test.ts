import { describe, expect, it } from 'vitest';
import { languages } from '@/config/constants';
import { adminTexts } from './admin-texts';
import { publicTexts } from './index';
import { mailTexts } from './mail-texts';
import { readerTexts } from './reader-texts';

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
const files = { ...publicTexts, ...mailTexts, ...readerTexts, ...adminTexts };
/** `./<namespace>/<language>.ts` → [namespace, language]. */
const parts = (path: string) => path.match(/^\.\/([\w-]+)\/(\w+)\.ts$/)!.slice(1) as [string, string];
const namespaces = [...new Set(Object.keys(files).map((path) => parts(path)[0]))].sort();
const load = async (namespace: string, language: string) =>
  leaves((await files[`./${namespace}/${language}.ts`]!()).default);
const codes = languages.map((l) => l.code).sort();

/** The keys whose text is the English one. */
const copies = (texts: Map<string, string>, reference: Map<string, string>) =>
  [...texts].filter(([key, text]) => text === reference.get(key)).map(([key]) => key);

describe('dictionaries', () => {
  it('are split by feature, the public ones apart from the admin ones', () => {
    expect(namespaces).toEqual([
      'admin',
      'admin-account',
      'admin-ai',
      'admin-analytics',
      'admin-blog',
      'admin-content',
      'admin-editor',
      'admin-games',
      'admin-logs',
      'admin-mail',
      'admin-media',
      'admin-seo',
      'admin-seo-management',
      'article-reader',
      'article-reader-test',
      'blog',
      'blog-post',
      'contact',
      'games',
      'home',
      'layout',
      'newsletter',
      'not-found',
      'stats',
    ]);
    expect(Object.keys(publicTexts).some((path) => path.startsWith('./admin'))).toBe(false);
    // Registered by the chunks that show them: not even their names are in the first download's list.
    expect(Object.keys(publicTexts).some((path) => /^\.\/(contact|newsletter)\//.test(path))).toBe(false);
  });

  it.each(namespaces)('%s has one file per language of the spec, and nothing else', (namespace) => {
    const present = Object.keys(files)
      .map(parts)
      .filter(([ns]) => ns === namespace)
      .map(([, language]) => language);
    expect(present.sort()).toEqual(codes);
  });

  it('keep the keys the spec lists (§3) for the screens that exist', async () => {
    const keys = [
      ...[...(await load('layout', 'en')).keys()].map((k) => `layout:${k}`),
      ...[...(await load('home', 'en')).keys()].map((k) => `home:${k}`),
      ...[...(await load('stats', 'en')).keys()].map((k) => `stats:${k}`),
      ...[...(await load('blog', 'en')).keys()].map((k) => `blog:${k}`),
    ];
    for (const prefix of [
      // The hero, presentation, skills, tools and the six companies are the site's content since #19 (edited in
      // /admin/content, read from the content service); their interface texts stay here.
      'home:companies.',
      'home:documentation.',
      'layout:footer.',
      'layout:menu.',
      'layout:themeToggle.',
      'stats:stats.',
      // blog: title, search, filters, tag labels.
      'blog:blog.title',
      'blog:blog.searchLabel',
      'blog:blog.tagsLabel',
      'blog:blog.languageLabel',
      'blog:tags.developpement-web',
    ]) {
      expect(
        keys.some((k) => k.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('has the contact and newsletter texts the spec quotes in English (§5, §8, §9)', async () => {
    const [contact, newsletter] = await Promise.all([load('contact', 'en'), load('newsletter', 'en')]);
    expect(
      ['missingTitle', 'missingText', 'sentTitle', 'sentText', 'failedTitle', 'failedText', 'timeoutText'].map((key) =>
        contact.get(`contact.${key}`),
      ),
    ).toEqual([
      'Missing Information',
      'Please fill in all required fields.',
      'Message Sent!',
      "Thank you for your message. I'll get back to you soon.",
      'Message delivery failed',
      'An error occurred while sending your message. Please try again later.',
      'The request timed out. Please check your connection and try again.',
    ]);
    expect(contact.get('contact.responseTime')).toContain('24–48 hours');
    expect(
      ['invalidTitle', 'invalidText', 'welcomeTitle', 'welcomeText', 'checkInbox', 'failedTitle', 'failedText'].map(
        (key) => newsletter.get(`signup.${key}`),
      ),
    ).toEqual([
      'Email required',
      'Please provide a valid email address to receive our updates.',
      'Welcome to the newsletter!',
      "You'll soon receive our latest articles and insights.",
      'Thanks! Please check your inbox to confirm your subscription.',
      'Subscription failed',
      'Please try again in a few moments.',
    ]);
  });

  it("has the reader's keys the spec lists (§3: articleReader voice, volume, speed)", async () => {
    const reader = await load('article-reader', 'en');
    expect(['voice', 'volume', 'speed'].map((key) => reader.get(`articleReader.${key}`))).toEqual([
      'Voice',
      'Volume',
      'Speed',
    ]);
  });

  it('has the admin login texts the spec quotes in English (§2)', async () => {
    const admin = await load('admin', 'en');
    expect([admin.get('login.title'), admin.get('login.submit'), admin.get('login.submitting')]).toEqual([
      'Admin Login',
      'Sign In',
      'Signing In...',
    ]);
  });

  // As before the split: a small namespace may hold a few names and shared words, a language as a whole few.
  it.each(languages.filter((l) => l.code !== 'en').map((l) => l.code))(
    'in %s, at most one text in ten equals the English one, public and admin texts each',
    async (code) => {
      for (const area of [{ ...publicTexts, ...mailTexts, ...readerTexts }, adminTexts]) {
        let same: string[] = [];
        let size = 0;
        for (const namespace of new Set(Object.keys(area).map((path) => parts(path)[0]))) {
          const [texts, reference] = await Promise.all([load(namespace, code), load(namespace, 'en')]);
          same = [...same, ...copies(texts, reference).map((key) => `${namespace}:${key}`)];
          size += texts.size;
        }
        expect(same.length / size, same.join(', ')).toBeLessThanOrEqual(0.1);
      }
    },
  );

  describe.each(
    namespaces.flatMap((namespace) =>
      languages.filter((l) => l.code !== 'en').map(({ code, name }) => ({ namespace, code, name })),
    ),
  )('$namespace in $name', ({ namespace, code }) => {
    it('has exactly the English keys, none empty, with the same placeholders', async () => {
      const [texts, reference] = await Promise.all([load(namespace, code), load(namespace, 'en')]);
      expect([...texts.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [key, text] of texts) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(reference.get(key)!));
      }
    });

    it('is really translated: at most one text in four equals the English one (names and shared words)', async () => {
      const [texts, reference] = await Promise.all([load(namespace, code), load(namespace, 'en')]);
      expect(copies(texts, reference).length / texts.size, copies(texts, reference).join(', ')).toBeLessThanOrEqual(
        0.25,
      );
    });
  });
});
