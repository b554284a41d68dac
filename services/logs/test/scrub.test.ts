import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrubContext, scrubPath, scrubText, scrubUrl } from '../src/ingest/scrub.ts';

describe('scrubText', () => {
  it.each([
    ['an email address', 'mail jane.doe+x@mail.example.co.uk now', 'mail [email] now'],
    ['a JWT', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl.', 'token [jwt].'],
    ['a bearer token', 'Authorization: Bearer abc.DEF-123_x~+/=', 'Authorization: [redacted] [redacted]'],
    ['basic credentials', 'sent Basic dXNlcjpwYXNzd29yZA== to', 'sent Basic [redacted] to'],
    ['password=', 'login failed: password=hunter2&next=/', 'login failed: password=[redacted]&next=/'],
    [
      'token= and friends',
      'access_token=a1 refresh-token=b2 apiKey=c3 client_secret=d4',
      'access_token=[redacted] refresh-token=[redacted] apiKey=[redacted] client_secret=[redacted]',
    ],
    [
      'JSON-style secrets',
      '{"password":"p w","sessionId":"abc","name":"ok"}',
      '{"password":"[redacted]","sessionId":"[redacted]","name":"ok"}',
    ],
    ['unquoted strong names with a colon', 'password: hunter2, secret: s', 'password: [redacted], secret: [redacted]'],
    ['a secret behind a name that is only prose', 'session: password=x', 'session: password=[redacted]'],
    [
      'a URL query string and fragment',
      'GET https://api.example.com/v1/x?q=1&key=2#frag failed',
      'GET https://api.example.com/v1/x failed',
    ],
    ['a relative path query string', 'fetch /api/search?q=private failed', 'fetch /api/search failed'],
    ['URL credentials', 'at https://user:pw@host.example/app.js:1:2', 'at https://[redacted]@host.example/app.js:1:2'],
  ])('removes %s', (_, input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it('keeps the line and column of a stack frame whose URL had a query', () => {
    expect(scrubText('    at f (https://cdn.example/a.js?v=3:12:34)')).toBe(
      '    at f (https://cdn.example/a.js:12:34)',
    );
    expect(scrubText('f@https://cdn.example/a.js?v=3:12:34')).toBe('f@https://cdn.example/a.js:12:34');
  });

  it('leaves ordinary error text alone', () => {
    for (const text of [
      "TypeError: Cannot read properties of undefined (reading 'map')",
      'Unauthorized: the session expired',
      'Unexpected token < in JSON at position 0',
      'Loading chunk 42 failed. (missing: https://cdn.example/assets/42.js)',
      '<img src=x onerror=alert(1)>',
      'ratio 3/4? fine',
    ]) {
      expect(scrubText(text)).toBe(text);
    }
  });

  it('copes with adversarial text at the size caps (repetition that would overflow a recursive scrubber)', () => {
    for (const text of [
      'session:'.repeat(2000),
      'session: '.repeat(1800),
      'password='.repeat(1800),
      'a://'.repeat(4000),
      'x@' + 'a.'.repeat(8000),
      'eyJ' + 'a.'.repeat(8000),
      `https://${'@'.repeat(16_000)}`,
    ]) {
      expect(() => scrubText(text)).not.toThrow();
    }
    expect(scrubText('session:'.repeat(3) + 'password=x')).toBe('session:session:session:password=[redacted]');
  });

  it('is idempotent, so text scrubbed once never changes again', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const once = scrubText(text);
        expect(scrubText(once)).toBe(once);
      }),
    );
  });

  it('never lets a generated email address or secret through', () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9]{8,20}$/);
    fc.assert(
      // A slash ends an address (it delimits the paths one can sit in), so generated ones are taken without it.
      fc.property(
        fc.emailAddress().filter((e) => !e.includes('/')),
        secret,
        fc.string({ maxLength: 40 }),
        (email, value, noise) => {
          const text = `${noise} ${email} password=${value} ${noise}`;
          const out = scrubText(text);
          expect(out).not.toContain(email);
          expect(out).not.toContain(`password=${value}`);
        },
      ),
    );
  });
});

describe('scrubUrl and scrubPath', () => {
  it('keeps scheme, host and path only', () => {
    expect(scrubUrl('https://u:p@example.com:8443/a/b?c=d#e')).toBe('https://example.com:8443/a/b');
    expect(scrubUrl('not a url ?x=1 mail a@b.io')).toBe('not a url ?x=1 mail [email]');
    expect(scrubUrl('/relative?token=1')).toBe('/relative');
    expect(scrubUrl('https://example.com/users/bob@example.com/profile')).toBe(
      'https://example.com/users/[email]/profile',
    );
  });

  it('cuts a path at its query or fragment', () => {
    expect(scrubPath('/blog/post?ref=mail#top')).toBe('/blog/post');
    expect(scrubPath('/reset#token=abc')).toBe('/reset');
  });
});

describe('scrubContext', () => {
  it('scrubs strings at every depth and replaces secret-named values whatever their type', () => {
    expect(
      scrubContext({
        user: { email: 'a@b.io', password: { nested: true }, tokens: ['t1'] },
        list: ['https://x.example/?q=1', 42, null, true],
        'me@b.io': 'key',
      }),
    ).toEqual({
      user: { email: '[email]', password: '[redacted]', tokens: '[redacted]' },
      list: ['https://x.example/', 42, null, true],
      '[email]': 'key',
    });
  });

  it('keeps a nested "__proto__" key as data, never as a prototype', () => {
    const out = scrubContext(JSON.parse('{"a":{"__proto__":{"polluted":true}}}')) as { a: object };
    expect(Object.getPrototypeOf(out.a)).toBe(Object.prototype);
    expect(Object.keys(out.a)).toEqual(['__proto__']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
