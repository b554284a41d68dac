import { robotsLimits } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { refusedLines, robotsPreview, robotsProblems } from './robots-lines';

describe('robots.txt in the editor', () => {
  it('finds every line that cannot be saved, with a reason the screen can word', () => {
    const text = [
      'Disallow: /early',
      'User-agent: *',
      'Disalow: /typo',
      'just words',
      'Crawl-delay: soon',
      `Allow: /${'a'.repeat(robotsLimits.lineLength)}`,
      '# a comment',
      '',
      'Allow: /',
    ].join('\n');
    expect(robotsProblems(text)).toEqual([
      { line: 1, reason: 'order' },
      { line: 3, reason: 'directive' },
      { line: 4, reason: 'syntax' },
      { line: 5, reason: 'value' },
      { line: 6, reason: 'length' },
    ]);
    expect(robotsProblems('User-agent: *\nDisallow: /admin\n')).toEqual([]);
    expect(robotsProblems('#'.repeat(robotsLimits.bytes + 1))).toEqual([{ line: 0, reason: 'size' }]);
  });

  it('shows the lines the server refused, with the page’s reason when it has one', () => {
    const known = [{ line: 3, reason: 'directive' as const }];
    expect(
      refusedLines(
        [
          { path: 'body.lines.7', message: 'x' },
          { path: 'lines.3', message: 'unknown directive' },
          { path: 'body.text', message: 'too big' },
        ],
        known,
      ),
    ).toEqual([
      { line: 0, reason: 'size' },
      { line: 3, reason: 'directive' },
      { line: 7, reason: 'value' },
    ]);
  });

  it('previews a path for an agent under the text as typed: the deciding rule, or none', () => {
    const text = 'User-agent: *\nDisallow: /private\nAllow: /private/open\n\nUser-agent: Googlebot\nDisallow: /games\n';
    expect(robotsPreview(text, 'Bingbot', '/private/x')).toEqual({
      allowed: false,
      rule: { line: 2, directive: 'disallow', value: '/private' },
    });
    expect(robotsPreview(text, 'Bingbot', '/private/open/y').allowed).toBe(true);
    expect(robotsPreview(text, 'Googlebot/2.1', '/games')).toEqual({
      allowed: false,
      rule: { line: 6, directive: 'disallow', value: '/games' },
    });
    expect(robotsPreview(text, 'Googlebot', '/private')).toEqual({ allowed: true, rule: null });
  });
});
