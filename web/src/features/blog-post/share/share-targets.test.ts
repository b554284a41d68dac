import { describe, expect, it } from 'vitest';
import { articleUrl, shareQuery, webTargets } from './share-targets';

const article = { url: 'https://example.test/blog/r%C3%A9seau?lang=fr', title: 'Q&A: 100% "offline" + café #1' };
const addressOf = (id: string) => webTargets.find((t) => t.id === id)!.address(article);
const paramsOf = (address: string) => Object.fromEntries(new URL(address).searchParams);

describe('share targets', () => {
  it('are the spec’s nine address targets, Pocket known but off', () => {
    expect(webTargets.map((t) => t.id)).toEqual([
      'twitter',
      'linkedin',
      'facebook',
      'reddit',
      'whatsapp',
      'telegram',
      'email',
      'hackerNews',
      'pocket',
    ]);
    expect(webTargets.filter((t) => !t.enabled).map((t) => t.id)).toEqual(['pocket']);
  });

  it('build each site’s share address with the article’s address and title, decoded back unchanged', () => {
    expect(paramsOf(addressOf('twitter'))).toEqual({ text: article.title, url: article.url });
    expect(addressOf('twitter').startsWith('https://x.com/intent/post?')).toBe(true);
    expect(paramsOf(addressOf('linkedin'))).toEqual({ url: article.url });
    expect(addressOf('linkedin').startsWith('https://www.linkedin.com/sharing/share-offsite/?')).toBe(true);
    expect(paramsOf(addressOf('facebook'))).toEqual({ u: article.url });
    expect(addressOf('facebook').startsWith('https://www.facebook.com/sharer/sharer.php?')).toBe(true);
    expect(paramsOf(addressOf('reddit'))).toEqual({ url: article.url, title: article.title });
    expect(addressOf('reddit').startsWith('https://www.reddit.com/submit?')).toBe(true);
    expect(paramsOf(addressOf('whatsapp'))).toEqual({ text: `${article.title} ${article.url}` });
    expect(addressOf('whatsapp').startsWith('https://wa.me/?')).toBe(true);
    expect(paramsOf(addressOf('telegram'))).toEqual({ url: article.url, text: article.title });
    expect(addressOf('telegram').startsWith('https://t.me/share/url?')).toBe(true);
    expect(paramsOf(addressOf('hackerNews'))).toEqual({ u: article.url, t: article.title });
    expect(addressOf('hackerNews').startsWith('https://news.ycombinator.com/submitlink?')).toBe(true);
    expect(paramsOf(addressOf('pocket'))).toEqual({ url: article.url, title: article.title });
  });

  it('write an email with the title as subject and the address in the body, spaces as %20 (RFC 6068)', () => {
    const address = addressOf('email');
    expect(address.startsWith('mailto:?subject=')).toBe(true);
    expect(address).not.toContain('+');
    const query = new URLSearchParams(address.slice('mailto:?'.length));
    expect(Object.fromEntries(query)).toEqual({ subject: article.title, body: `${article.title}\n\n${article.url}` });
  });

  it('encode every reserved character, so a title cannot add or cut a parameter', () => {
    expect(shareQuery({ t: 'a&b=c d+e#f?' })).toBe('t=a%26b%3Dc%20d%2Be%23f%3F');
    for (const target of webTargets) expect(target.address(article)).not.toMatch(/[ "#]/);
  });

  it('share a page of this site only: a path is made absolute, anything else gives no address', () => {
    expect(articleUrl('/blog/hello?lang=fr', 'https://example.test')).toBe('https://example.test/blog/hello?lang=fr');
    expect(articleUrl('/blog/ما-هو', 'https://example.test')).toBe(
      'https://example.test/blog/%D9%85%D8%A7-%D9%87%D9%88',
    );
    expect(articleUrl('', 'https://example.test')).toBeNull();
    expect(articleUrl(undefined, 'https://example.test')).toBeNull();
    expect(articleUrl('//evil.test/x', 'https://example.test')).toBeNull();
    expect(articleUrl('https://evil.test/x', 'https://example.test')).toBeNull();
  });
});
