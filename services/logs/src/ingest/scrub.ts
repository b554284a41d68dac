/**
 * Removes what could identify a person or sign someone in from client-supplied text, before anything is stored.
 * Every pattern is anchored or bounded so that its cost stays linear in the text: the input is hostile.
 */
import { positionStart } from './frames.ts';

const redacted = '[redacted]';

/** Words that name a secret: `password=…`, `"apiKey": "…"`, `access_token=…`, `x-session-id: …`. */
const secretWord = String.raw`pass(?:word|wd|phrase)?|pwd|secret|token|api[-_]?key|auth|credential|session|sid|cookie|signature|private[-_]?key|otp`;
/** With an unquoted `name: value`, only names that cannot be prose ("Unauthorized: …", "session: expired"). */
const strongSecretName = /pass(?:word|wd|phrase)|secret|api[-_]?key|authorization|cookie|credential|private[-_]?key/i;
/** `name=value`, `name: value`, `"name": "value"` where the name holds a secret word; every part bounded. */
const assignment = new RegExp(
  String.raw`(?<![A-Za-z0-9_-])(["']?)([A-Za-z0-9_-]{0,32}?(?:${secretWord})[A-Za-z0-9_-]{0,32})\1([ \t]{0,3}[:=][ \t]{0,3})("[^"\n]{0,4096}"|'[^'\n]{0,4096}'|[^\s&,;"'}\])]+)`,
  'gi',
);
const secretName = new RegExp(secretWord, 'i');
const jwt = /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const bearer = /\b(Bearer)\s+[A-Za-z0-9\-._~+/]+=*/gi;
const basic = /\b(Basic)\s+[A-Za-z0-9+/]{8,}={0,2}/gi;
// Local parts take every RFC 5322 character but the slash, which delimits the paths an address can sit in
// (`/users/jane@example.com`); the domain needs a dot and a letter TLD.
const emailLocal = "A-Za-z0-9.!#$%&'*+=?^_`{|}~-";
const email = new RegExp(
  String.raw`(?<![${emailLocal}])[${emailLocal}]{1,64}@(?:[A-Za-z0-9-]{1,63}\.){1,8}[A-Za-z]{2,24}\b`,
  'g',
);
/** A run of characters that can belong to one URL or path; quotes, brackets and spaces end it. */
const urlToken = /[^\s"'<>()`]+/g;
const scheme = /[a-z][a-z0-9+.-]{0,31}:\/\/$/i;
/**
 * What follows a URL in a stack frame or a sentence and is not part of its query: `:line:col`, punctuation. Read
 * backwards from the end, once: a pattern ending in `$` would be tried from every position of a long query.
 */
function urlTail(text: string): string {
  let end = text.length;
  while (end > 0 && '.,;!'.includes(text[end - 1]!)) end--;
  return text.slice(positionStart(text.slice(0, end)));
}

/** A URL without its `user:pass@`, query string and fragment. */
function stripUrl(url: string, authorityAt: number): string {
  const authorityEnd = url.slice(authorityAt).search(/[/?#]/);
  const at = url.lastIndexOf('@', authorityEnd < 0 ? url.length : authorityAt + authorityEnd);
  let out = at >= authorityAt ? `${url.slice(0, authorityAt)}${redacted}${url.slice(at)}` : url;
  const cut = out.search(/[?#]/);
  if (cut >= 0) out = out.slice(0, cut) + urlTail(out.slice(cut + 1));
  return out;
}

/** Every URL (`fn@https://…` in a stack frame included) and absolute path in the text, stripped. */
function stripUrlSecrets(text: string): string {
  return text.replace(urlToken, (token) => {
    const separator = token.indexOf('://');
    if (separator < 0) return token.startsWith('/') ? stripUrl(token, token.length) : token;
    const start =
      separator + 3 - (scheme.exec(token.slice(Math.max(0, separator - 32), separator + 3))?.[0].length ?? 3);
    return token.slice(0, start) + stripUrl(token.slice(start), separator + 3 - start);
  });
}

/**
 * Secret-named assignments. When one is left alone (an unquoted `session: expired`), the search resumes at its
 * value, so `session: password=x` is still caught; every step moves forward, so the cost stays linear.
 */
function redactAssignments(text: string): string {
  let out = '';
  let copied = 0;
  assignment.lastIndex = 0;
  for (let m = assignment.exec(text); m; m = assignment.exec(text)) {
    const [match, quote, name, separator, value] = m as unknown as [string, string, string, string, string];
    const head = match.length - value.length;
    if (separator.includes(':') && !quote && !strongSecretName.test(name)) {
      assignment.lastIndex = m.index + head;
      continue;
    }
    const q = value.startsWith('"') || value.startsWith("'") ? value[0]! : '';
    out += `${text.slice(copied, m.index + head)}${q}${redacted}${q}`;
    copied = m.index + match.length;
  }
  return out + text.slice(copied);
}

/**
 * Each pattern runs only when the character it cannot match without is present: most error text holds none of
 * them, and ingestion scrubs every field of every entry.
 */
export function scrubText(text: string): string {
  let out = /[?#@]/.test(text) ? stripUrlSecrets(text) : text;
  if (out.includes('eyJ')) out = out.replace(jwt, '[jwt]');
  if (/bearer|basic/i.test(out)) out = out.replace(bearer, `$1 ${redacted}`).replace(basic, `$1 ${redacted}`);
  if (/[:=]/.test(out) && secretName.test(out)) out = redactAssignments(out);
  return out.includes('@') ? out.replace(email, '[email]') : out;
}

/** A page address without its query, fragment or credentials: scheme, host and path only. */
export function scrubUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.host) return scrubText(`${parsed.protocol}//${parsed.host}${parsed.pathname}`);
  } catch {
    // Not an absolute URL: scrubbed as text below.
  }
  return scrubText(url);
}

/** A path without its query string or fragment. */
export const scrubPath = (path: string) => scrubText(path.split(/[?#]/, 1)[0]!);

/**
 * Context values are scrubbed as text at every depth; a value under a secret-looking key is replaced whole,
 * whatever its type. Keys are scrubbed too (an email address can be a key).
 */
export function scrubContext(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map(scrubContext);
  if (value === null || typeof value !== 'object') return value;
  // fromEntries defines each key as data (CreateDataProperty): an own "__proto__" key nested in client JSON stays
  // data, never a prototype; and it is cheaper than a defineProperty call per key.
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      scrubText(key),
      secretName.test(key) ? redacted : scrubContext(inner),
    ]),
  );
}
