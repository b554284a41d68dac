import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { credentialsFile, generatedPasswordFile, resolveCredentials } from '../src/credentials/credentials.ts';
import { isArgon2idPhc, verifyPassword } from '../src/credentials/password-hash.ts';
import { useTempDirs } from '@portfolio/testing';

/** The deployment secret a clear password's salt is derived from. */
const saltKey = 'a-session-signing-key-for-tests';

const cli = fileURLToPath(new URL('../src/cli/admin-password.ts', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command as `make admin-password` does, with the password piped on standard input. */
function runCli(args: string[], stdin: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    // A clean environment: no ADMIN_* or DATA_DIR leaking in from the machine running the tests.
    const child = spawn(process.execPath, [cli, ...args], {
      env: { PATH: process.env.PATH ?? '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const tempDir = useTempDirs('auth-cli');

const readCredentials = (dataDir: string) =>
  JSON.parse(readFileSync(credentialsFile(dataDir), 'utf8')) as { email: string; passwordHash: string };

describe('the admin-password command', () => {
  it('writes a new Argon2id hash (mode 0600, no clear password), and a rotation reaches a running source', async () => {
    const dataDir = tempDir();
    const first = 'first long passphrase';
    const run = await runCli(['--data-dir', dataDir, '--email', 'owner@example.com'], `${first}\n`);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('owner@example.com');
    expect(run.stdout).not.toContain(first);

    const stored = readCredentials(dataDir);
    expect(stored.email).toBe('owner@example.com');
    expect(isArgon2idPhc(stored.passwordHash)).toBe(true);
    expect(await verifyPassword(stored.passwordHash, first)).toBe(true);
    expect(readFileSync(credentialsFile(dataDir), 'utf8')).not.toContain(first);
    expect(statSync(credentialsFile(dataDir)).mode & 0o777).toBe(0o600);

    // What a running single-machine server reads; it must see the rotation below.
    const source = await resolveCredentials({ saltKey, dataDir, announce: () => {} });
    expect(source().passwordHash).toBe(stored.passwordHash);

    const second = 'second long passphrase';
    const rotation = await runCli(['--data-dir', dataDir], `${second}\n`);
    expect(rotation.code, rotation.stderr).toBe(0);
    const rotated = readCredentials(dataDir);
    // The email stays what the file said.
    expect(rotated.email).toBe('owner@example.com');
    expect(await verifyPassword(rotated.passwordHash, second)).toBe(true);
    expect(await verifyPassword(rotated.passwordHash, first)).toBe(false);
    expect(source().passwordHash).toBe(rotated.passwordHash);
  });

  it('refuses a password shorter than 12 characters and writes nothing', async () => {
    const dataDir = tempDir();
    const run = await runCli(['--data-dir', dataDir], 'elevenchars\n');
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/at least 12 characters/);
    expect(existsSync(credentialsFile(dataDir))).toBe(false);

    const empty = await runCli(['--data-dir', dataDir], '');
    expect(empty.code).toBe(2);
    expect(existsSync(credentialsFile(dataDir))).toBe(false);
  });

  it('accepts exactly 12 characters', async () => {
    const dataDir = tempDir();
    const run = await runCli(['--data-dir', dataDir], 'twelve-chars\n');
    expect(run.code, run.stderr).toBe(0);
    expect(await verifyPassword(readCredentials(dataDir).passwordHash, 'twelve-chars')).toBe(true);
  });

  it('with --print-hash prints the PHC string for ADMIN_PASSWORD_HASH and writes nothing', async () => {
    const dataDir = tempDir();
    const password = 'deployment passphrase';
    const run = await runCli(['--data-dir', dataDir, '--print-hash'], `${password}\n`);
    expect(run.code, run.stderr).toBe(0);
    const hash = run.stdout.trim();
    expect(isArgon2idPhc(hash)).toBe(true);
    expect(await verifyPassword(hash, password)).toBe(true);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('with --generate sets a strong password and, its output not being a terminal, writes it to a private file', async () => {
    const dataDir = tempDir();
    const run = await runCli(['--data-dir', dataDir, '--generate'], '');
    expect(run.code, run.stderr).toBe(0);
    const file = generatedPasswordFile(dataDir);
    const password = /password:\s+(\S+)/.exec(readFileSync(file, 'utf8'))![1]!;
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(run.stdout).not.toContain(password);
    expect(run.stdout).toContain(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await verifyPassword(readCredentials(dataDir).passwordHash, password)).toBe(true);
  });
});
