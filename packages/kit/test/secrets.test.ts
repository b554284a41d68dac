import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from '../src/index.ts';
import { useTempDirs } from '@portfolio/testing';

describe('loadOrCreateSecret', () => {
  const tempDir = useTempDirs('kit-secrets');
  let dataDir: string;
  beforeEach(() => {
    dataDir = tempDir();
  });

  it('creates the secret once, readable by the owner only, and returns the same value afterwards', () => {
    const first = loadOrCreateSecret(dataDir, 'session-key');
    const file = join(dataDir, 'secrets', 'session-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'secrets')).mode & 0o777).toBe(0o700);
    expect(readFileSync(file, 'utf8')).toBe(first);

    const before = statSync(file).mtimeMs;
    expect(loadOrCreateSecret(dataDir, 'session-key')).toBe(first);
    expect(statSync(file).mtimeMs).toBe(before);
  });

  it('draws 32 random bytes by default, base64url encoded, and a fresh value per name', () => {
    const a = loadOrCreateSecret(dataDir, 'a');
    const b = loadOrCreateSecret(dataDir, 'b');
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(b).not.toBe(a);
    expect(loadOrCreateSecret(dataDir, 'c', 64)).toMatch(/^[A-Za-z0-9_-]{86}$/);
  });

  it('keeps a secret an operator put there, without its trailing newline', () => {
    loadOrCreateSecret(dataDir, 'example');
    writeFileSync(join(dataDir, 'secrets', 'operator-key'), 'chosen-by-operator\n', { mode: 0o600 });
    expect(loadOrCreateSecret(dataDir, 'operator-key')).toBe('chosen-by-operator');
  });
});
