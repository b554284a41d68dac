import { describe, expect, it } from 'vitest';
import { groupingOf, normaliseFile, normaliseMessage } from '../src/ingest/fingerprint.ts';
import { parseFrames } from '../src/ingest/frames.ts';
import { isNoise } from '../src/ingest/noise.ts';
import { entry } from './http.ts';

describe('stack frames', () => {
  it('reads V8, SpiderMonkey and JavaScriptCore frames and skips the rest', () => {
    const stack = [
      'TypeError: x is undefined',
      '    at Object.render (https://a.example/assets/index-Bx2k9sQa.js:12:34)',
      '    at async load (https://a.example/assets/index-Bx2k9sQa.js:1:2)',
      '    at https://a.example/assets/vendor.js:5:6',
      '    at new Widget (file:///app/src/widget.ts:3:1)',
      'render@https://a.example/assets/index.js:1:2',
      '@https://a.example/assets/index.js:3:4',
      '    ... 4 more',
    ].join('\n');
    expect(parseFrames(stack)).toEqual([
      { fn: 'Object.render', file: 'https://a.example/assets/index-Bx2k9sQa.js' },
      { fn: 'load', file: 'https://a.example/assets/index-Bx2k9sQa.js' },
      { fn: undefined, file: 'https://a.example/assets/vendor.js' },
      { fn: 'Widget', file: 'file:///app/src/widget.ts' },
      { fn: 'render', file: 'https://a.example/assets/index.js' },
      { fn: undefined, file: 'https://a.example/assets/index.js' },
    ]);
  });
});

describe('fingerprints', () => {
  it('strip origins, queries, content hashes and install folders from files', () => {
    expect(normaliseFile('https://cdn.example/assets/index-Bx2k9sQa.js?v=1')).toBe('assets/index.js');
    expect(normaliseFile('https://x.example/static/js/main.3f2a9c1d.chunk.js')).toBe('js/main.chunk.js');
    expect(normaliseFile('file:///srv/app/services/auth/src/routes/login.ts')).toBe('routes/login.ts');
  });

  it('normalise what varies between occurrences of one message', () => {
    expect(
      normaliseMessage(
        'Request 42 for 550e8400-e29b-41d4-a716-446655440000 failed after 1.5s (hash deadbeef1) at https://x/assets/Page-Bx2k9sQa.js',
      ),
    ).toBe('Request <n> for <uuid> failed after <n>s (hash <hex>) at assets/Page.js');
  });

  const stackOf = (host: string, hash: string, line: number) =>
    `Error: x\n    at submitForm (https://${host}/assets/index-${hash}.js:${line}:${line * 3})\n    at xy (https://${host}/assets/vendor-${hash}.js:1:${line})`;

  it('are equal for one fault across builds, hosts, lines and numbers in the message', () => {
    const a = groupingOf('client', 'error', 'Upload 12 failed', stackOf('a.example', 'Bx2k9sQa', 10));
    const b = groupingOf('client', 'error', 'Upload 345 failed', stackOf('b.example', 'Zq81mPwe', 99));
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    expect(a).toMatchObject({ title: 'Upload 12 failed', culprit: 'submitForm (assets/index.js)' });
  });

  it('differ by source, level, message and top frames', () => {
    const base = groupingOf('client', 'error', 'Upload failed', stackOf('a.example', 'Bx2k9sQa', 1)).fingerprint;
    const others = [
      groupingOf('auth', 'error', 'Upload failed', stackOf('a.example', 'Bx2k9sQa', 1)),
      groupingOf('client', 'warn', 'Upload failed', stackOf('a.example', 'Bx2k9sQa', 1)),
      groupingOf('client', 'error', 'Download failed', stackOf('a.example', 'Bx2k9sQa', 1)),
      groupingOf(
        'client',
        'error',
        'Upload failed',
        'Error\n    at otherFunction (https://a.example/assets/index.js:1:1)',
      ),
      groupingOf('client', 'error', 'Upload failed'),
    ].map((g) => g.fingerprint);
    expect(new Set([base, ...others]).size).toBe(6);
  });

  it('title an issue with the first line of its message, and say when there is none', () => {
    expect(groupingOf('client', 'error', 'first line\nsecond').title).toBe('first line');
    expect(groupingOf('client', 'error', '   ')).toMatchObject({ title: '(no message)', culprit: null });
  });
});

describe('known noise', () => {
  it.each([
    ['Script error.', {}],
    ['Uncaught Script error', {}],
    ['ResizeObserver loop limit exceeded', {}],
    ['ResizeObserver loop completed with undelivered notifications.', {}],
    ['Non-Error promise rejection captured with value: Object Not Found Matching Id:3, MethodName:update', {}],
    [
      'boom',
      { stack: 'Error: boom\n    at f (chrome-extension://abc/content.js:1:1)\n    at g (https://site/a.js:1:1)' },
    ],
    ['boom', { stack: 'f@moz-extension://abc/content.js:1:1' }],
    ['boom', { stack: 'f@safari-web-extension://abc/content.js:1:1' }],
    ['boom', { url: 'chrome-extension://abc/popup.html' }],
  ])('drops %s %j', (message, change) => {
    expect(isNoise(entry({ message, ...change }))).toBe(true);
  });

  it('keeps errors of our own code, even when an extension frame is further down', () => {
    expect(isNoise(entry())).toBe(false);
    expect(
      isNoise(entry({ stack: 'Error\n    at f (https://site/a.js:1:1)\n    at g (chrome-extension://abc/c.js:1:1)' })),
    ).toBe(false);
    expect(isNoise(entry({ message: 'Script error while loading module' }))).toBe(false);
  });
});
