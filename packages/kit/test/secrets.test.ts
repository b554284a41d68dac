import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret, writeSecretFile } from '../src/index.ts';
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
    const chosen = 'chosen-by-the-operator-0123456789abcdef';
    writeFileSync(join(dataDir, 'secrets', 'operator-key'), `${chosen}\n`, { mode: 0o600 });
    expect(loadOrCreateSecret(dataDir, 'operator-key')).toBe(chosen);
  });

  it('refuses a key file holding less than 32 bytes, or the example placeholder', () => {
    loadOrCreateSecret(dataDir, 'example');
    writeFileSync(join(dataDir, 'secrets', 'short-key'), 'chosen-by-operator\n', { mode: 0o600 });
    expect(() => loadOrCreateSecret(dataDir, 'short-key')).toThrow(/short-key: the key has 18 bytes; .* at least 32/);
    writeFileSync(join(dataDir, 'secrets', 'example-key'), 'replace-with-at-least-32-random-characters');
    expect(() => loadOrCreateSecret(dataDir, 'example-key')).toThrow(/placeholder/);
    writeFileSync(join(dataDir, 'secrets', 'empty-key'), '');
    expect(() => loadOrCreateSecret(dataDir, 'empty-key')).toThrow(/empty/);
  });

  it('leaves no temporary file behind, and never names a file before its content is complete', () => {
    loadOrCreateSecret(dataDir, 'session-key');
    expect(readdirSync(join(dataDir, 'secrets'))).toEqual(['session-key']);
  });
});

describe('writeSecretFile: complete and private, or not there at all', () => {
  const tempDir = useTempDirs('kit-secret-file');

  it('creates the file with mode 0600 whatever the umask, through a temporary file renamed into place', () => {
    const file = join(tempDir(), 'nested', 'secret');
    const previous = process.umask(0o000);
    try {
      expect(writeSecretFile(file, 'first')).toBe(true);
    } finally {
      process.umask(previous);
    }
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe('first');
    expect(readdirSync(join(file, '..'))).toEqual(['secret']);
    // Replacing swaps the whole file: another inode, never the old one rewritten in place.
    const inode = statSync(file).ino;
    expect(writeSecretFile(file, 'second')).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe('second');
    expect(statSync(file).ino).not.toBe(inode);
  });

  it('in exclusive mode keeps a file already there, and says so', () => {
    const file = join(tempDir(), 'secret');
    expect(writeSecretFile(file, 'first', { exclusive: true })).toBe(true);
    expect(writeSecretFile(file, 'second', { exclusive: true })).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe('first');
    expect(readdirSync(join(file, '..'))).toEqual(['secret']);
  });

  it('leaves a file already there untouched when the new content cannot be written', () => {
    const dir = tempDir();
    const file = join(dir, 'secret');
    writeSecretFile(file, 'kept');
    // A content writeFileSync refuses (not a string): the failure happens before anything takes the name.
    expect(() => writeSecretFile(file, Symbol('unwritable') as unknown as string)).toThrow();
    expect(readFileSync(file, 'utf8')).toBe('kept');
    expect(readdirSync(dir)).toEqual(['secret']);
  });
});
