import { accountLimits } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import { mailLanguage, newPasswordProblems, refusalOf } from './account-forms';

const long = 'x'.repeat(accountLimits.passwordMinLength);

describe('a new password and its confirmation', () => {
  it('passes at the policy’s length when both match', () => {
    expect(newPasswordProblems(long, long)).toEqual({});
  });

  it('names the field: empty, too short, too long, or confirmed differently', () => {
    expect(newPasswordProblems('', '')).toEqual({ password: 'required' });
    expect(newPasswordProblems(long.slice(1), long.slice(1))).toEqual({ password: 'rule' });
    const huge = 'x'.repeat(accountLimits.passwordMaxLength + 1);
    expect(newPasswordProblems(huge, huge)).toEqual({ password: 'rule' });
    expect(newPasswordProblems(long, `${long}!`)).toEqual({ confirmation: 'mismatch' });
  });
});

describe('the account API’s refusals', () => {
  it('tells a wrong password from a wrong code by the error’s code', () => {
    const field = (path: string) => [{ path, message: 'incorrect' }];
    expect(refusalOf(new ApiError('x', 400, 'invalid_credentials', undefined, field('body.password')))).toEqual({
      kind: 'wrong-password',
    });
    expect(refusalOf(new ApiError('x', 400, 'invalid_code', undefined, field('body.code')))).toEqual({
      kind: 'wrong-code',
    });
  });

  it('leaves a 401 to the session, which it ends: not a wrong password', () => {
    expect(refusalOf(new ApiError('x', 401, 'unauthorized'))).toEqual({ kind: 'failed' });
  });

  it('reads a spent link, the fields refused, and the throttle', () => {
    expect(refusalOf(new ApiError('x', 400, 'invalid_token'))).toEqual({ kind: 'bad-link' });
    const details = [
      { path: 'body.newPassword', message: 'too short' },
      { path: 'body.newPassword', message: 'again' },
      { path: 'body.email.0', message: 'bad' },
    ];
    expect(refusalOf(new ApiError('x', 400, 'validation_failed', undefined, details))).toEqual({
      kind: 'fields',
      fields: ['newPassword', 'email'],
    });
    expect(refusalOf(new ApiError('x', 429, 'too_many_requests', 120))).toEqual({
      kind: 'throttled',
      retryAfterSeconds: 120,
    });
  });

  it('says it failed for anything else', () => {
    expect(refusalOf(new ApiError('x', 503, 'service_unavailable'))).toEqual({ kind: 'failed' });
    expect(refusalOf(new ApiError('x', 400, 'validation_failed'))).toEqual({ kind: 'failed' });
    expect(refusalOf(new NetworkError('offline'))).toEqual({ kind: 'failed' });
  });
});

describe('the account mails’ language', () => {
  it('is the reader’s when the site has it, else English', () => {
    expect(mailLanguage('fr')).toBe('fr');
    expect(mailLanguage('pt-BR')).toBe('pt');
    expect(mailLanguage('ko')).toBe('en');
    expect(mailLanguage(undefined)).toBe('en');
  });
});
