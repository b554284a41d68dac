import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { inTransaction, openDatabase } from '../src/index.ts';
import { useTempDirs } from '@portfolio/testing';

describe('openDatabase', () => {
  const tempDir = useTempDirs('kit-sqlite');
  let dataDir: string;
  beforeEach(() => {
    dataDir = tempDir();
  });

  it('creates the file and its folders, in WAL mode with foreign keys and a busy timeout', () => {
    const file = join(dataDir, 'nested', 'deeper', 'auth.db');
    const db = openDatabase(file);
    try {
      expect(existsSync(file)).toBe(true);
      expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
      expect(db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 2000 });
    } finally {
      db.close();
    }
  });

  it('lets a second connection read what the first wrote', () => {
    const file = join(dataDir, 'shared.db');
    const writer = openDatabase(file);
    const reader = openDatabase(file);
    try {
      writer.exec('CREATE TABLE kv (k TEXT PRIMARY KEY, v TEXT)');
      writer.prepare('INSERT INTO kv VALUES (?, ?)').run('a', 'b');
      expect(reader.prepare('SELECT v FROM kv WHERE k = ?').get('a')).toEqual({ v: 'b' });
    } finally {
      writer.close();
      reader.close();
    }
  });

  it('opens an in-memory database without touching the disk', () => {
    const db = openDatabase(':memory:');
    expect(db.prepare('SELECT 1 AS one').get()).toEqual({ one: 1 });
    db.close();
  });
});

describe('inTransaction', () => {
  it("applies the work's writes whole and answers its result, or none of them when it throws", () => {
    const db = openDatabase(':memory:');
    try {
      db.exec('CREATE TABLE kv (k TEXT PRIMARY KEY, v TEXT)');
      const insert = db.prepare('INSERT INTO kv VALUES (?, ?)');
      expect(inTransaction(db, () => insert.run('a', '1').changes)).toBe(1);
      expect(() =>
        inTransaction(db, () => {
          insert.run('b', '2');
          insert.run('a', 'again');
        }),
      ).toThrow(/UNIQUE/);
      expect(db.prepare('SELECT k, v FROM kv ORDER BY k').all()).toEqual([{ k: 'a', v: '1' }]);
      expect(db.isTransaction).toBe(false);
    } finally {
      db.close();
    }
  });
});
