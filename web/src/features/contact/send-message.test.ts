import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json } from '@/test/fake-server';
import { missingContactFields, sendContactMessage, type ContactFields } from './send-message';

const filled: ContactFields = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A question about your talk.',
  website: '',
};
const invalidToken = () => json(400, { code: 'invalid_token', message: 'The form token is not valid.' });
const options = { language: 'fr' as const, timeoutMs: 2_000 };
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

afterEach(() => vi.unstubAllGlobals());

describe('the contact fields', () => {
  it('are all required, spaces counting as empty, and the address must be one a reply can go to', () => {
    expect(missingContactFields(filled)).toEqual([]);
    expect(missingContactFields({ ...filled, name: '  ', message: '' })).toEqual(['name', 'message']);
    expect(missingContactFields({ ...filled, email: 'ada@' })).toEqual(['email']);
    // The honeypot is no required field.
    expect(missingContactFields({ ...filled, website: '' })).toEqual([]);
  });
});

describe('sending a contact message', () => {
  it('posts the fields with the form token and the language, the honeypot left out when empty', async () => {
    const server = fakeServer({ 'POST /api/mail/contact': () => json(202, { received: true }) });
    expect(await sendContactMessage(filled, { ...options, token: Promise.resolve('tok-1') })).toBe('sent');
    const [call] = server.called('POST', '/api/mail/contact');
    expect(bodyOf(call!.init)).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'A question about your talk.',
      formToken: 'tok-1',
      language: 'fr',
    });
  });

  it('sends what a bot put in the honeypot, for the service to drop', async () => {
    const server = fakeServer({ 'POST /api/mail/contact': () => json(202, { received: true }) });
    await sendContactMessage(
      { ...filled, website: 'https://spam.example' },
      { ...options, token: Promise.resolve('t') },
    );
    expect(bodyOf(server.calls[0]!.init).website).toBe('https://spam.example');
  });

  it('fetches a token when the one of the form’s appearance could not be had', async () => {
    const server = fakeServer({
      'GET /api/mail/form-token': () => json(200, { token: 'fresh' }),
      'POST /api/mail/contact': () => json(202, { received: true }),
    });
    expect(await sendContactMessage(filled, { ...options, token: Promise.resolve(undefined) })).toBe('sent');
    expect(bodyOf(server.called('POST', '/api/mail/contact')[0]!.init).formToken).toBe('fresh');
  });

  it('replaces a token the service refuses once, and sends again with the new one', async () => {
    const server = fakeServer({
      'GET /api/mail/form-token': () => json(200, { token: 'new' }),
      'POST /api/mail/contact': (init) =>
        bodyOf(init).formToken === 'new' ? json(202, { received: true }) : invalidToken(),
    });
    expect(await sendContactMessage(filled, { ...options, token: Promise.resolve('stale') })).toBe('sent');
    expect(server.called('POST', '/api/mail/contact').map((c) => bodyOf(c.init).formToken)).toEqual(['stale', 'new']);
  });

  it('gives up after one replacement, and on any other refusal or error', async () => {
    const refused = fakeServer({
      'GET /api/mail/form-token': () => json(200, { token: 'new' }),
      'POST /api/mail/contact': invalidToken,
    });
    expect(await sendContactMessage(filled, { ...options, token: Promise.resolve('stale') })).toBe('failed');
    expect(refused.called('POST', '/api/mail/contact')).toHaveLength(2);

    fakeServer({ 'POST /api/mail/contact': () => json(500, { code: 'internal_error', message: 'Down.' }) });
    expect(await sendContactMessage(filled, { ...options, token: Promise.resolve('t') })).toBe('failed');
  });

  it('says the time ran out when the answer does not come in time', async () => {
    fakeServer({
      'POST /api/mail/contact': (init) =>
        new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    });
    const outcome = await sendContactMessage(filled, { ...options, timeoutMs: 50, token: Promise.resolve('t') });
    expect(outcome).toBe('timeout');
  });
});
