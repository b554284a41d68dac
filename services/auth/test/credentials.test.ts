import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  credentialsFile,
  defaultAdminEmail,
  generatedPasswordFile,
  resolveCredentials,
  writeCredentialsFile,
} from '../src/credentials/credentials.ts';
import { hashPassword, isArgon2idPhc, verifyPassword } from '../src/credentials/password-hash.ts';
import { adminCredentials, adminEmail, adminPassword, quickHash } from './fixture.ts';
import { useTempDirs } from '@portfolio/testing';

/** The deployment secret a clear password's salt is derived from. */
const saltKey = 'a-session-signing-key-for-tests';

const tempDir = useTempDirs('auth-credentials');

/** Every byte written anywhere under `dir`, to show a secret was not. */
const everythingUnder = (dir: string): string =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');

describe('resolveCredentials: where the administrator credentials come from', () => {
  it('takes ADMIN_PASSWORD_HASH first, with ADMIN_EMAIL, ahead of a password or a file', async () => {
    const dataDir = tempDir();
    writeCredentialsFile(dataDir, { email: 'file@example.com', passwordHash: await quickHash('from the file') });
    const announce = vi.fn();
    const passwordHash = await hashPassword(adminPassword);
    const source = await resolveCredentials({
      saltKey,
      dataDir,
      email: adminEmail,
      password: 'a clear password',
      passwordHash,
      announce,
    });
    expect(source()).toEqual({ email: adminEmail, passwordHash });
    expect(announce).not.toHaveBeenCalled();
  });

  it('refuses an ADMIN_PASSWORD_HASH that is not an Argon2id PHC string', async () => {
    const notArgon2id = [
      'plain text',
      '$2b$12$C6UzMDM.H6dfI/f/IKcEeO5h0ZcQ9r5R1yJ5b8h5Lk7C1mK0e6m1e',
      adminCredentials.passwordHash.replace('$argon2id$', '$argon2i$'),
    ];
    for (const passwordHash of notArgon2id) {
      await expect(
        resolveCredentials({ saltKey, dataDir: tempDir(), email: adminEmail, passwordHash, announce: () => {} }),
      ).rejects.toThrow(/Argon2id/);
    }
  });

  it('refuses an ADMIN_PASSWORD_HASH weaker than m=19456, t=2 (the fixture hashes with m=1024, t=1)', async () => {
    await expect(
      resolveCredentials({
        saltKey,
        dataDir: tempDir(),
        email: adminEmail,
        passwordHash: adminCredentials.passwordHash,
        announce: () => {},
      }),
    ).rejects.toThrow(/ADMIN_PASSWORD_HASH: m=1024 is below m=19456; t=1 is below t=2/);
  });

  it('requires ADMIN_EMAIL with ADMIN_PASSWORD_HASH, and a valid one', async () => {
    const passwordHash = await hashPassword(adminPassword);
    await expect(resolveCredentials({ saltKey, dataDir: tempDir(), passwordHash, announce: () => {} })).rejects.toThrow(
      /ADMIN_EMAIL/,
    );
    await expect(
      resolveCredentials({ saltKey, dataDir: tempDir(), email: 'not an email', passwordHash, announce: () => {} }),
    ).rejects.toThrow();
  });

  it('hashes ADMIN_PASSWORD in memory and writes nothing to disk', async () => {
    const dataDir = tempDir();
    const announce = vi.fn();
    const source = await resolveCredentials({ saltKey, dataDir, email: adminEmail, password: adminPassword, announce });
    const { email, passwordHash } = source();
    expect(email).toBe(adminEmail);
    expect(isArgon2idPhc(passwordHash)).toBe(true);
    expect(passwordHash).not.toContain(adminPassword);
    expect(await verifyPassword(passwordHash, adminPassword)).toBe(true);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(announce).not.toHaveBeenCalled();
  });

  it('hashes the same ADMIN_PASSWORD the same at every start, so sessions outlive a restart', async () => {
    const start = (password: string, key = saltKey) =>
      resolveCredentials({ saltKey: key, dataDir: tempDir(), email: adminEmail, password, announce: () => {} });
    const first = (await start(adminPassword))().passwordHash;
    expect((await start(adminPassword))().passwordHash).toBe(first);
    // Another password, or another deployment's secret, gives another hash.
    expect((await start(`${adminPassword}!`))().passwordHash).not.toBe(first);
    expect((await start(adminPassword, 'another-deployment-key'))().passwordHash).not.toBe(first);
  });

  it('names the default administrator when ADMIN_PASSWORD comes without ADMIN_EMAIL', async () => {
    const source = await resolveCredentials({
      saltKey,
      dataDir: tempDir(),
      password: adminPassword,
      announce: () => {},
    });
    expect(source().email).toBe(defaultAdminEmail);
  });

  it('reads the credentials file when the environment names no password, and follows its rotation', async () => {
    const dataDir = tempDir();
    writeCredentialsFile(dataDir, adminCredentials);
    const announce = vi.fn();
    const source = await resolveCredentials({ saltKey, dataDir, announce });
    expect(source()).toEqual(adminCredentials);
    expect(announce).not.toHaveBeenCalled();

    // The set-password command rewrites the file; a running server picks it up without a restart.
    const rotated = { email: adminEmail, passwordHash: await quickHash('the next password') };
    writeCredentialsFile(dataDir, rotated);
    const later = new Date(Date.now() + 5000);
    utimesSync(credentialsFile(dataDir), later, later);
    expect(source()).toEqual(rotated);
  });

  it('lets ADMIN_EMAIL override the email kept in the file', async () => {
    const dataDir = tempDir();
    writeCredentialsFile(dataDir, adminCredentials);
    const source = await resolveCredentials({ saltKey, dataDir, email: 'other@example.com', announce: () => {} });
    expect(source()).toEqual({ ...adminCredentials, email: 'other@example.com' });
  });

  it('refuses a credentials file that holds no Argon2id hash', async () => {
    const dataDir = tempDir();
    writeCredentialsFile(dataDir, { email: adminEmail, passwordHash: 'plain text password' });
    const source = await resolveCredentials({ saltKey, dataDir, announce: () => {} });
    expect(() => source()).toThrow(/Argon2id/);
  });

  it('generates a strong password on first start, prints it once on a terminal and keeps only its hash (0600)', async () => {
    const dataDir = tempDir();
    const announce = vi.fn();
    const source = await resolveCredentials({ saltKey, dataDir, announce, terminal: true });
    expect(announce).toHaveBeenCalledTimes(1);
    const message = announce.mock.calls[0]![0] as string;
    const password = /password:\s+(\S+)/.exec(message)![1]!;
    // 18 random bytes: 144 bits.
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(message).toContain(defaultAdminEmail);

    const stored = JSON.parse(readFileSync(credentialsFile(dataDir), 'utf8')) as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual(['email', 'passwordHash']);
    expect(everythingUnder(dataDir)).not.toContain(password);
    expect(await verifyPassword(source().passwordHash, password)).toBe(true);
    expect(statSync(credentialsFile(dataDir)).mode & 0o777).toBe(0o600);

    // The second start finds the file: nothing new generated, nothing announced.
    const again = vi.fn();
    const restarted = await resolveCredentials({ saltKey, dataDir, announce: again, terminal: true });
    expect(again).not.toHaveBeenCalled();
    expect(restarted()).toEqual(source());
  });

  it('generates a different password on every fresh data folder', async () => {
    const passwords = new Set<string>();
    for (let i = 0; i < 2; i++) {
      await resolveCredentials({
        saltKey,
        dataDir: tempDir(),
        announce: (message) => passwords.add(/password:\s+(\S+)/.exec(message)![1]!),
        terminal: true,
      });
    }
    expect(passwords.size).toBe(2);
  });

  it('never prints a generated password when the output is not a terminal: a 0600 file holds it, its path is printed', async () => {
    const dataDir = tempDir();
    const announce = vi.fn();
    const source = await resolveCredentials({ saltKey, dataDir, announce, terminal: false });
    expect(announce).toHaveBeenCalledTimes(1);
    const message = announce.mock.calls[0]![0] as string;
    const file = generatedPasswordFile(dataDir);
    expect(message).toContain(file);
    expect(message).not.toMatch(/password:/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = /password:\s+(\S+)/.exec(readFileSync(file, 'utf8'))![1]!;
    expect(message).not.toContain(password);
    expect(await verifyPassword(source().passwordHash, password)).toBe(true);
  });

  it('writes the credentials file through a fresh private temporary file, whatever was left from a crash', async () => {
    const dataDir = tempDir();
    const file = credentialsFile(dataDir);
    // A temporary file a crash left behind under the old fixed name, readable by everyone.
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(`${file}.${process.pid}.tmp`, 'stale', { mode: 0o644 });
    chmodSync(`${file}.${process.pid}.tmp`, 0o644);
    writeCredentialsFile(dataDir, adminCredentials);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(adminCredentials);
  });
});
