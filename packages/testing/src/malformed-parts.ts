/** The ingredients of malformed requests: seeded randomness, and the odd paths, headers, bodies and framings. */

/** mulberry32: small, fast and seedable, so a failing request can be made again from its id. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
export type Random = ReturnType<typeof random>;

const repeat = (text: string, bytes: number) => text.repeat(Math.ceil(bytes / text.length)).slice(0, bytes);

/** Ways to spell a path that no client should, and some that a router must not read as another path. */
export function mutatePath(rng: Random, path: string): string {
  const segments = path.split('/');
  const at = 1 + rng.int(Math.max(segments.length - 1, 1));
  const withSegment = (segment: string) => [...segments.slice(0, at), segment, ...segments.slice(at)].join('/');
  const mutations: (() => string)[] = [
    () => path.toUpperCase(),
    () => segments.map((s, i) => (i === at ? s.charAt(0).toUpperCase() + s.slice(1) : s)).join('/'),
    () => `${path}/`,
    () => `${path}//`,
    () => path.replace('/', '//'),
    () => withSegment('..'),
    () => withSegment('.'),
    () => withSegment('..%2F..%2Flogs'),
    () => withSegment('%2e%2e'),
    () => withSegment('%2E'),
    () => withSegment('..%5c'),
    () => `${path}\\..\\x`,
    () => `/..${path}`,
    () => `/../../..${path}`,
    () => `${path}%00`,
    () => `${path}%00.json`,
    () => `${path}%`,
    () => `${path}%zz`,
    () => `${path}%c0%af`,
    () => `${path}/%ff%fe`,
    () => `${path}/\u00e9\u00ff`,
    () => `${path}/${repeat('a', 1 + rng.int(9000))}`,
    () => `${path}/${repeat('%41', 8300)}`,
    () => `${path}?${repeat('q=1&', 1 + rng.int(12_000))}`,
    () => `${path}?a=%00&b=%zz&c=${repeat('\u00e9', 40)}`,
    () => `${path}#fragment`,
    () => `${path};jsessionid=1`,
    () => '*',
    () => `http://example.com${path}`,
    () => `//example.com${path}`,
    () => path.replace(/a/g, '%61'),
    () => `${path}/\u0001\u001f`,
    () => `${path} ${path}`,
    () => `${path}\u007f`,
    () => '',
  ];
  return rng.pick(mutations)();
}

/** Header lines a client should never send, or sends in ways servers read differently. */
export function strangeHeaders(rng: Random): string[] {
  const mutations: (() => string[])[] = [
    () => ['X-Odd: a\u007fb'],
    () => ['Cookie: session=\u007f'],
    () => ['X-Odd: a\u0000b'],
    () => ['X-Odd: a\u0001b'],
    () => ['X-Odd: \u00e9\u00ff'],
    () => ['X-Odd:\tfolded', ' continued'],
    () => ['NoColonHere'],
    () => ['X-Odd : space before colon'],
    () => [': empty name'],
    () => ['X(Odd): bad name'],
    () => ['X-\u007fOdd: bad name'],
    () => [`X-Long: ${repeat('a', 1 + rng.int(12_000))}`],
    () => Array.from({ length: 3 }, (_, i) => `X-Big-${i}: ${repeat('b', 7000)}`),
    () => Array.from({ length: 200 + rng.int(300) }, (_, i) => `X-Many-${i}: ${i}`),
    () => [`Cookie: ${repeat('k=v; ', 1 + rng.int(10_000))}`],
    () => ['Host: second.example'],
    () => ['Host: a b'],
    () => ['Host: [::1'],
    () => ['Content-Length: 0', 'Content-Length: 5'],
    () => ['x-auth-role: admin'],
    () => ['X-Forwarded-For: 1.2.3.4, <script>'],
    () => ['X-Forwarded-Proto: gopher'],
    () => ['X-Request-Id: ../../etc/passwd'],
    () => ['Origin: null', 'Sec-Fetch-Site: cross-site'],
    () => ['Accept-Encoding: br;q=abc, *;q=-1'],
    () => ['Range: bytes=99999999-1'],
    () => ['If-None-Match: *', 'If-Modified-Since: yesterday'],
    () => ['If-Match: "nope"', 'If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT'],
    () => ['Upgrade: websocket', 'Connection: Upgrade'],
    () => ['Upgrade: h2c', 'HTTP2-Settings: AAMAAABkAAQAAP__'],
    () => ['Expect: 100-continue'],
    () => ['Expect: teapot'],
    () => ['Content-Type: application/json; charset=utf-7'],
    () => ['Authorization: Basic !!!'],
  ];
  return rng.pick(mutations)();
}

const jsonNoise = [
  '{}',
  '[]',
  'null',
  '"text"',
  '{"path":"/","referrer":null}',
  '{"entries":[{"level":"error","message":"x"}]}',
  '{"email":"a@b.c","password":"p"}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"a":',
  '{"a":1,"a":2}',
  '\u00ef\u00bb\u00bf{}',
  '{"s":"\\ud800"}',
  '1e99999',
];

export function body(rng: Random): string {
  const size = rng.pick([0, 1, 100, 8 * 1024 + 1, 16 * 1024 + 1, 64 * 1024 + 1, 100 * 1024]);
  const choices: (() => string)[] = [
    () => rng.pick(jsonNoise),
    () => `${'['.repeat(Math.min(size, 20_000))}${']'.repeat(Math.min(size, 20_000))}`,
    () => `{"path":"${repeat('/a?', size)}"}`,
    () => `{"entries":[${Array.from({ length: 60 }, () => '{"level":"error","message":"m"}').join(',')}]}`,
    () => repeat('\u00ff\u0000\u00fe', size),
    () => repeat('a=1&', size),
  ];
  return rng.pick(choices)();
}

export const contentTypes = [
  'application/json',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/json; charset',
  '',
  '*/*',
];

/** Request framings: complete messages, as the sender counts them, that servers may read differently. */
export function framed(rng: Random, head: string, payload: string): string {
  const length = Buffer.byteLength(payload, 'latin1');
  const chunks = (text: string) => {
    const parts: string[] = [];
    for (let i = 0; i < text.length; i += 1 + rng.int(4000)) parts.push(text.slice(i, i + 1 + rng.int(4000)));
    return parts.map((p) => `${Buffer.byteLength(p, 'latin1').toString(16)}\r\n${p}\r\n`).join('') + '0\r\n\r\n';
  };
  const choices: (() => string)[] = [
    () => `${head}Content-Length: ${length}\r\n\r\n${payload}`,
    () => `${head}Transfer-Encoding: chunked\r\n\r\n${chunks(payload)}`,
    () => `${head}Transfer-Encoding: chunked\r\nContent-Length: ${length}\r\n\r\n${chunks(payload)}`,
    () => `${head}Transfer-Encoding: gzip, chunked\r\n\r\n${chunks(payload)}`,
    () => `${head}Transfer-Encoding: gzip\r\n\r\n`,
    () => `${head}Transfer-Encoding: identity\r\n\r\n`,
    () => `${head}Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n${chunks(payload)}`,
    () => `${head}Transfer-Encoding: xchunked\r\n\r\n`,
    () => `${head}Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
    () => `${head}Transfer-Encoding: chunked\r\n\r\nffffffffffffffffffff\r\nabc\r\n0\r\n\r\n`,
    () => `${head}Transfer-Encoding: chunked\r\n\r\n3;${repeat('e', 20_000)}\r\nabc\r\n0\r\n\r\n`,
    () => `${head}Transfer-Encoding: chunked\r\n\r\n3\r\nabcdef\r\n0\r\n\r\n`,
    () => `${head}Transfer-Encoding: chunked\r\n\r\n-1\r\n\r\n`,
    () => `${head}Transfer-Encoding: chunked\r\n\r\n0\r\nX-Trailer: \u007f\r\n\r\n`,
    () => `${head}Content-Length: ${length}a\r\n\r\n${payload}`,
    () => `${head}Content-Length: -${length}\r\n\r\n${payload}`,
    () => `${head}Content-Length: +${length}\r\n\r\n${payload}`,
    () => `${head}Content-Length: 99999999999999999999999\r\n\r\n`,
    () => `${head}Content-Length: 0\r\n\r\n${payload}`,
    () => `${head}Content-Length: ${length}\r\nContent-Length: ${length + 1}\r\n\r\n${payload}x`,
    () => `${head}Content-Length: ${length}, ${length}\r\n\r\n${payload}`,
    () => `${head}Content-Length : ${length}\r\n\r\n${payload}`,
    () => `${head}\r\n${payload}`,
    () => `${head.replaceAll('\r\n', '\n')}Content-Length: ${length}\n\n${payload}`,
    () => `${head}Content-Length: 0\r\n\r\nGET /api/%2e%2e/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    () => `${head}Content-Length: 0\r\n\r\nget / HTTP/1.1\r\n\r\n`,
  ];
  return rng.pick(choices)();
}

export const versions = [
  'HTTP/1.0',
  'HTTP/1.2',
  'HTTP/2.0',
  'HTTP/3',
  'HTTP/9.9',
  'http/1.1',
  'HTTP/1.1 extra',
  'HTTP/',
  'HTP/1.1',
];
