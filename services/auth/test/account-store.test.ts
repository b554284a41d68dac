import { describe, expect, it } from 'vitest';
import { storeKinds, useBackend } from './fixture.ts';

/** The account port and the session list, the same on both adapters (SQLite file, real redis-server). */
describe.each(storeKinds)('account store on %s', (kind) => {
  const backend = useBackend(kind);

  it('keeps the account record and answers nothing before one is written', async () => {
    const { account } = await backend().stores();
    expect(await account.get()).toBeUndefined();
    const record = { email: 'new@example.com', basedOn: 'fp', totp: { id: 'e1', secret: 's', recoveryHashes: ['h'] } };
    await account.put(record);
    expect(await account.get()).toEqual(record);
    await account.put({});
    expect(await account.get()).toEqual({});
  });

  it('lets one caller claim a mark, even racing, and frees it when it expires', async () => {
    const { account } = await backend().stores();
    const racing = await Promise.all(Array.from({ length: 5 }, () => account.claim('totp:e1:42', 60_000)));
    expect(racing.filter(Boolean)).toHaveLength(1);
    expect(await account.has('totp:e1:42')).toBe(true);
    expect(await account.has('totp:e1:43')).toBe(false);
    expect(await account.claim('short', 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await account.has('short')).toBe(false);
    expect(await account.claim('short', 60_000)).toBe(true);
  });

  it('lists the live sessions with their idle deadline, and no ended one', async () => {
    const { sessions } = await backend().stores();
    const before = Date.now();
    await sessions.create(
      'one',
      { admin: 'a@b.co', cred: 'c', createdAt: before, browser: 'Firefox on Linux' },
      60_000,
    );
    await sessions.create('two', { admin: 'a@b.co', cred: 'c', createdAt: before }, 60_000);
    await sessions.create('brief', { admin: 'a@b.co', cred: 'c', createdAt: before }, 1);
    await sessions.destroy('two');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const listed = await sessions.list();
    expect(listed.map((s) => s.id)).toEqual(['one']);
    expect(listed[0]!.record.browser).toBe('Firefox on Linux');
    expect(listed[0]!.expiresAt).toBeGreaterThanOrEqual(before + 59_000);
    expect(listed[0]!.expiresAt).toBeLessThanOrEqual(Date.now() + 60_000);
  });
});
