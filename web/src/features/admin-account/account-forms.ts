import { accountLimits, languageCodes, type LanguageCode } from '@portfolio/contracts';
import { ApiError } from '@/lib/api-client';

/** What is wrong with a new password and its confirmation, by field, before any call (the contract's policy). */
export function newPasswordProblems(password: string, confirmation: string) {
  const problems: { password?: 'required' | 'rule'; confirmation?: 'mismatch' } = {};
  if (password === '') problems.password = 'required';
  else if (password.length < accountLimits.passwordMinLength || password.length > accountLimits.passwordMaxLength)
    problems.password = 'rule';
  if (!problems.password && confirmation !== password) problems.confirmation = 'mismatch';
  return problems;
}

/** Why the account API refused, in the terms the forms show. */
export type Refusal =
  | { kind: 'wrong-password' }
  | { kind: 'wrong-code' }
  /** A reset or confirmation link that is forged, used or older than 30 minutes. */
  | { kind: 'bad-link' }
  /** The fields the contract refused, by name (`newPassword`, `email`). */
  | { kind: 'fields'; fields: string[] }
  | { kind: 'throttled'; retryAfterSeconds?: number }
  | { kind: 'failed' };

export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.status === 429) return { kind: 'throttled', retryAfterSeconds: error.retryAfterSeconds };
  // Refusals of what was typed are 400s (a 401 would mean signed out): the code says which secret was wrong.
  if (error.status !== 400) return { kind: 'failed' };
  if (error.code === 'invalid_credentials') return { kind: 'wrong-password' };
  if (error.code === 'invalid_code') return { kind: 'wrong-code' };
  if (error.code === 'invalid_token') return { kind: 'bad-link' };
  if (error.details?.length) {
    // The API names a body field `body.newPassword`; the forms know it as `newPassword`.
    const fields = error.details.map((detail) => detail.path.replace(/^body\./, '').split('.')[0]!);
    return { kind: 'fields', fields: [...new Set(fields)] };
  }
  return { kind: 'failed' };
}

/** The language the account mails are written in: the reader's, when it is one of the site's. */
export function mailLanguage(language: string | undefined): LanguageCode {
  const code = language?.split('-')[0];
  return (languageCodes as readonly string[]).includes(code ?? '') ? (code as LanguageCode) : 'en';
}
