import { leaderboardLimits } from '@portfolio/contracts';
import { nicknameWords } from './nickname-words.ts';

export type NicknameVerdict = { ok: true; nickname: string } | { ok: false; reason: 'length' | 'characters' | 'abuse' };

const letterOrDigit = /^[\p{L}\p{Nd}]$/u;
const mark = /^\p{M}$/u;
/** Between words: a space, `_`, `-` or `.`. */
const separators = new Set([' ', '_', '-', '.']);
/** Digits and signs written for the letters they look like. */
const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/**
 * The form abuse is looked for in: lower case, accents removed, leetspeak read as letters, repeated letters
 * collapsed ("fuuuck"), separators as single spaces. One pass over the characters, no pattern to backtrack.
 */
function abuseForm(text: string): string {
  let out = '';
  for (const raw of text.normalize('NFD').toLowerCase()) {
    if (mark.test(raw)) continue;
    const char = separators.has(raw) ? ' ' : (leet[raw] ?? raw);
    if (char !== out.at(-1)) out += char;
  }
  return out.trim();
}

const anywhere = nicknameWords.anywhere.map((word) => abuseForm(word).replaceAll(' ', ''));
const whole = new Set(nicknameWords.whole.map(abuseForm));

/** Refused when a listed word is in it, also with separators put between its letters ("f.u.c.k"). */
function isAbusive(nickname: string): boolean {
  const form = abuseForm(nickname);
  const words = form.split(' ');
  // Letters spaced out one by one read as one word ("a s s").
  const joined = words.join('');
  if (anywhere.some((word) => joined.includes(word))) return true;
  return whole.has(joined) || words.some((word) => whole.has(word));
}

/**
 * A nickname for a public board: trimmed, spaces inside collapsed, in Unicode's composed form; 2 to 20
 * characters of letters, digits, spaces, `_`, `-` and `.` with at least one letter or digit; and none of the
 * listed words, however spelled.
 */
export function checkNickname(raw: string): NicknameVerdict {
  const { min, max } = leaderboardLimits.nickname;
  // Cut before any work: the contract caps the field, but this stays cheap whatever it is given.
  if (raw.length > max * 4) return { ok: false, reason: 'length' };
  let nickname = '';
  for (const char of raw.normalize('NFC').trim()) {
    if (char === ' ' && nickname.endsWith(' ')) continue;
    nickname += char;
  }
  if (nickname.length < min || nickname.length > max) return { ok: false, reason: 'length' };
  let hasLetter = false;
  for (const char of nickname) {
    if (letterOrDigit.test(char)) hasLetter = true;
    else if (!mark.test(char) && !separators.has(char)) return { ok: false, reason: 'characters' };
  }
  if (!hasLetter) return { ok: false, reason: 'characters' };
  return isAbusive(nickname) ? { ok: false, reason: 'abuse' } : { ok: true, nickname };
}
