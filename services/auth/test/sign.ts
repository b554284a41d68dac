import { createHmac } from 'node:crypto';
import { sessionCookieName } from '../src/session.ts';
import { testSessionKeys } from './fixture.ts';

/** Keygrip's signature (what `signed: true` cookies carry), so a test can plant a cookie the server accepts as signed. */
const keygripSign = (data: string, key: string) =>
  createHmac('sha1', key)
    .update(data)
    .digest('base64')
    .replace(/[/+=]/g, (c) => ({ '/': '_', '+': '-', '=': '' })[c]!);

/** A Cookie header naming session `id`, signed with `key` (the test app's key unless told otherwise). */
export const signedSessionCookie = (id: string, key = testSessionKeys[0]!) =>
  `${sessionCookieName}=${id}; ${sessionCookieName}.sig=${keygripSign(`${sessionCookieName}=${id}`, key)}`;
