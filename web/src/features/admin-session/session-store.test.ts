import type { SessionResponse } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createAdminSessionStore, type AdminSessionApi } from './session-store';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function setup(api: Partial<AdminSessionApi> = {}) {
  const store = createAdminSessionStore({
    check: async () => ({ authenticated: false }),
    login: async () => undefined,
    secondFactor: async () => undefined,
    logout: async () => undefined,
    ...api,
  });
  const listener = vi.fn();
  store.subscribe(listener);
  return { store, listener };
}

describe('admin session store (spec §4)', () => {
  it('starts unknown and loading', () => {
    expect(setup().store.getSnapshot()).toEqual({ status: 'loading' });
  });

  it('is authenticated after a check that says so, with the email', async () => {
    const { store, listener } = setup({ check: async () => ({ authenticated: true, email: 'me@example.com' }) });
    await store.check();
    expect(store.getSnapshot()).toEqual({ status: 'authenticated', email: 'me@example.com' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it.each<[string, () => Promise<SessionResponse>]>([
    ['a check that says not signed in', async () => ({ authenticated: false })],
    ['a failed check', async () => Promise.reject(new Error('offline'))],
  ])('is not authenticated after %s', async (_, check) => {
    const { store, listener } = setup({ check });
    await store.check();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('checks once however many times it is asked', async () => {
    const check = vi.fn(async () => ({ authenticated: false }));
    const { store } = setup({ check });
    await Promise.all([store.check(), store.check()]);
    await store.check();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('is authenticated after a successful login, and unchanged after a refused one', async () => {
    const login = vi.fn(async ({ password }: { password: string }) => {
      if (password !== 'right') throw new Error('refused');
      return undefined;
    });
    const { store, listener } = setup({ login });
    await store.check();
    await expect(store.login({ email: 'me@example.com', password: 'wrong' })).rejects.toThrow('refused');
    expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
    await store.login({ email: 'me@example.com', password: 'right' });
    expect(store.getSnapshot()).toEqual({ status: 'authenticated', email: 'me@example.com' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps a login that lands before a late check answer', async () => {
    const answer = deferred<SessionResponse>();
    const { store } = setup({ check: () => answer.promise });
    const checking = store.check();
    await store.login({ email: 'me@example.com', password: 'right' });
    answer.resolve({ authenticated: false });
    await checking;
    expect(store.getSnapshot().status).toBe('authenticated');
  });

  it.each([
    ['succeeds', async () => undefined],
    ['fails', async () => Promise.reject(new Error('offline'))],
  ])('is not authenticated after a logout whose call %s', async (_, logout) => {
    const { store, listener } = setup({ check: async () => ({ authenticated: true }), logout });
    await store.check();
    await store.logout();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ends when an admin call is refused, telling subscribers once', async () => {
    const { store, listener } = setup({ check: async () => ({ authenticated: true }) });
    await store.check();
    store.expire();
    store.expire();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops telling a subscriber that left', async () => {
    const store = createAdminSessionStore({
      check: async () => ({ authenticated: true }),
      login: async () => undefined,
      secondFactor: async () => undefined,
      logout: async () => undefined,
    });
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    leave();
    await store.check();
    expect(listener).not.toHaveBeenCalled();
  });
});
