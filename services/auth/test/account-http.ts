import { expect } from 'vitest';
import type { ErrorBody } from '@portfolio/contracts';
import { totpAt } from '../src/account/totp.ts';
import { adminEmail, adminPassword } from './fixture.ts';
import { cookieFrom, get, login, postJson, type Call } from './http.ts';

/** A clock the tests move by hand: codes and links are checked against it. */
export function handClock(start = Date.parse('2026-11-24T12:00:00Z')) {
  const clock = {
    at: start,
    now: () => clock.at,
    advance: (ms: number) => {
      clock.at += ms;
    },
  };
  return clock;
}
export type HandClock = ReturnType<typeof handClock>;

export const errorOf = async (res: Response) => (await res.json()) as ErrorBody;

/** Expects `res` to answer `status`, and returns its JSON body. */
export async function answer<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Starts and confirms an enrolment at the clock's time: the secret and the ten recovery codes. */
export async function enrol(url: string, cookie: string, clock: HandClock) {
  const started = await answer<{ secret: string }>(
    await postJson(url, '/api/admin/account/two-factor/enrolment', undefined, { cookie }),
    200,
  );
  const { recoveryCodes } = await answer<{ recoveryCodes: string[] }>(
    await postJson(
      url,
      '/api/admin/account/two-factor/enrolment/confirm',
      { code: totpAt(started.secret, clock.now()) },
      { cookie },
    ),
    200,
  );
  return { secret: started.secret, recoveryCodes };
}

/** The password step with 2FA on: its challenge (and no session cookie set). */
export async function passwordStep(url: string, call: Call = {}, password = adminPassword) {
  const res = await login(url, { email: adminEmail, password }, call);
  const body = await answer<{ success: boolean; challenge?: string }>(res, 200);
  return { body, cookie: cookieFrom(res) };
}

export const secondStep = (
  url: string,
  body: { challenge: string; code: string; trustDevice?: boolean },
  call: Call = {},
) => postJson(url, '/api/admin/login/second-factor', body, call);

export const twoFactorStatus = async (url: string, cookie: string) =>
  answer<{ enabled: boolean; recoveryCodesLeft: number }>(
    await get(url, '/api/admin/account/two-factor', { cookie }),
    200,
  );
