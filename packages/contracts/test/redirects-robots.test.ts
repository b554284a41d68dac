import { describe, expect, it } from 'vitest';
import { adversarialStrings, firstSlowInput } from '@portfolio/testing';
import {
  encodedOctetPattern,
  parseRobots,
  redirectAmbiguousOctet,
  redirectInput,
  robotsAllows,
  robotsCheck,
  robotsPatternMatches,
  sourceProblem,
  targetProblem,
} from '../src/index.ts';

describe('redirect patterns', () => {
  it('spell the canonical-path rule on encoded octets exactly', () => {
    expect(redirectAmbiguousOctet.source).toBe(encodedOctetPattern);
    expect(redirectAmbiguousOctet.flags).toBe('i');
  });

  it('take canonical paths of the site and refuse every other spelling and the reserved places', () => {
    for (const ok of ['/old', '/old/*', '/blog/old-slug', '/a/b~c/%C3%A9t%C3%A9', '/x/(1)/@me']) {
      expect(sourceProblem(ok), ok).toBeUndefined();
    }
    const refused = [
      '',
      '/',
      '/*',
      'old',
      '/old/',
      '/a//b',
      '/a/./b',
      '/a/../b',
      '/a/%2e',
      '/a%2Fb',
      '/%61',
      '/a b',
      '/a?x',
      '/a#x',
      '/a/*/b',
      '/a*',
      '/API',
      '/api/x',
      '/Admin/x',
      '/assets/x.js',
      '/robots.txt',
      '/sitemaps/x',
      '/feeds/en/rss.xml',
      '/media/1/a.jpg',
      '/audio/x',
      '/documents/cv/x.pdf',
      '/healthz',
      `/${'a'.repeat(600)}`,
    ];
    for (const bad of refused) expect(sourceProblem(bad), bad).toBeDefined();
  });

  it('send to this site, or elsewhere only when allowed, carrying a prefix to a prefix', () => {
    expect(targetProblem('/blog?lang=fr#top', '/old', false)).toBeUndefined();
    expect(targetProblem('/new/*', '/old/*', false)).toBeUndefined();
    expect(targetProblem('https://other.example/x', '/old', true)).toBeUndefined();
    expect(targetProblem('https://other.example/*', '/old/*', true)).toBeUndefined();
    for (const [target, source, allow] of [
      ['https://other.example/x', '/old', false],
      ['HTTP://other.example/x', '/old', false],
      ['//other.example/x', '/old', true],
      ['/\\other.example', '/old', true],
      ['javascript:alert(1)', '/old', true],
      ['/a\nb', '/old', false],
      ['/new', '/old/*', false],
      ['/new/*', '/old', false],
      ['/new/*?x=1', '/old/*', false],
      ['/a/../b', '/old', false],
    ] as const) {
      expect(targetProblem(target, source, allow), target).toBeDefined();
    }
  });

  it('stay linear on 16 KiB adversarial text', () => {
    const inputs = adversarialStrings();
    const parse = (text: string) => redirectInput.safeParse({ source: text, kind: 'permanent', target: text });
    expect(firstSlowInput(parse, inputs, 20)).toBeUndefined();
    expect(firstSlowInput((text) => sourceProblem(`/${text}`), inputs, 20)).toBeUndefined();
  });
});

describe('robots.txt', () => {
  const text = [
    '# comment',
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /*.pdf$',
    'Allow: /admin/public',
    '',
    'User-agent: Googlebot',
    'User-agent: Bingbot',
    'Disallow: /private',
    'Crawl-delay: 1.5',
    'Sitemap: https://site.example/sitemap.xml',
    'user-agent: googlebot',
    'Allow: /private/open',
  ].join('\n');
  const robots = parseRobots(text);

  it('reads groups, merges those naming the same agent, and keeps the sitemaps', () => {
    expect(robots.problems).toEqual([]);
    expect(robots.groups.map((g) => g.agents)).toEqual([['*'], ['googlebot', 'bingbot'], ['googlebot']]);
    expect(robots.sitemaps).toEqual(['https://site.example/sitemap.xml']);
  });

  it('decides by the most specific agent, then the longest rule, an allow winning a tie', () => {
    expect(robotsAllows(robots, 'Googlebot/2.1 (+http://www.google.com/bot.html)', '/private/x').allowed).toBe(false);
    expect(robotsAllows(robots, 'Googlebot', '/private/open/y').rule?.line).toBe(13);
    // Googlebot's own group says nothing of /admin: the * group does not apply to it.
    expect(robotsAllows(robots, 'googlebot', '/admin').allowed).toBe(true);
    expect(robotsAllows(robots, 'curl', '/admin/x').allowed).toBe(false);
    expect(robotsAllows(robots, 'curl', '/admin/public/x').allowed).toBe(true);
    expect(robotsAllows(robots, 'curl', '/docs/cv.pdf').allowed).toBe(false);
    expect(robotsAllows(robots, 'curl', '/docs/cv.pdf?x').allowed).toBe(true);
    expect(robotsAllows(robots, 'curl', '/robots.txt').allowed).toBe(true);
    const tie = parseRobots('User-agent: *\nDisallow: /a\nAllow: /a\n');
    expect(robotsAllows(tie, 'x', '/a').allowed).toBe(true);
    expect(robotsAllows(parseRobots(''), 'x', '/anything')).toEqual({ allowed: true, group: null, rule: null });
    expect(robotsAllows(parseRobots('User-agent: *\nDisallow:\n'), 'x', '/a').allowed).toBe(true);
  });

  it('matches wildcards and the end anchor', () => {
    expect(robotsPatternMatches('/a*b', '/a-x-b-y')).toBe(true);
    expect(robotsPatternMatches('/a*b$', '/a-x-b-y')).toBe(false);
    expect(robotsPatternMatches('/a*b$', '/a-x-b-yb')).toBe(true);
    expect(robotsPatternMatches('*', '/')).toBe(true);
    expect(robotsPatternMatches('/$', '/')).toBe(true);
    expect(robotsPatternMatches('/$', '/a')).toBe(false);
    expect(robotsPatternMatches('/a**', '/a')).toBe(true);
  });

  it('names every unreadable line', () => {
    const bad = parseRobots(
      'Allow: /early\nUser-agent: *\nNoindex: /x\nDisallow x\nAllow: x\nSitemap: /rel\nCrawl-delay: -1\nUser-agent: a b\n',
    );
    expect(bad.problems.map((p) => p.line)).toEqual([1, 3, 4, 5, 6, 7, 8]);
    expect(parseRobots(`# ${'x'.repeat(600)}`).problems[0]?.line).toBe(1);
    expect(parseRobots('#'.repeat(40_000)).problems).toEqual([{ line: 0, message: 'must be at most 32768 bytes' }]);
  });

  it('checks at most its caps: a long path against many wildcard rules stays quick', () => {
    const rules = `User-agent: *\n${Array.from({ length: 60 }, () => `Disallow: ${'/*a'.repeat(150)}b$`).join('\n')}`;
    const parsed = parseRobots(rules);
    expect(parsed.problems).toEqual([]);
    const path = `/${'a'.repeat(2000)}`;
    expect(robotsCheck.safeParse({ path, agent: 'x' }).success).toBe(true);
    expect(robotsAllows(parsed, 'x', path).allowed).toBe(true);
  });
});
