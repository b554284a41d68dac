/*
 * Telling the example configuration's stand-ins from real values. No dependencies: `make up` runs this on .env
 * before anything is installed (infra/env/check-env.ts).
 */

/** The stand-ins `.env.example` ships (`replace-me`, `replace-with-…`, `$REPLACE$`), and the like. */
const placeholderPattern = /replace|change[-_ ]?me|placeholder/i;
/** Example values of `.env.example` that do not say so themselves. */
const exampleValues = new Set(['a long passphrase']);

/** Whether a configured secret is still the example configuration's stand-in. */
export const isPlaceholder = (value: string) => placeholderPattern.test(value) || exampleValues.has(value.trim());

export const placeholderMessage = 'is the example placeholder: generate a real value (openssl rand -base64 48)';

// The password of a `scheme://user:password@host…` URL; a URL listing several hosts has no URL parser.
const urlPassword = /^[a-z][a-z0-9+.-]*:\/\/[^:@/]*:([^@/]*)@/i;

/** Whether a database URL carries the example's placeholder as its password. */
export function hasPlaceholderPassword(url: string): boolean {
  const password = urlPassword.exec(url)?.[1];
  if (password === undefined) return false;
  try {
    return isPlaceholder(decodeURIComponent(password));
  } catch {
    return isPlaceholder(password);
  }
}
export const placeholderPasswordMessage = `password ${placeholderMessage}`;
