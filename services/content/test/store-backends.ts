import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../src/stores/sqlite/sqlite-store.ts';
import type { ContentStore } from '../src/stores/ports.ts';

export interface Backend {
  kind: string;
  /** A fresh, empty store, ready as the service would have it (indexes built). */
  open(): Promise<ContentStore>;
  /** Closes what it opened and removes its data. */
  dispose(): Promise<void>;
}

function sqliteBackend(): Backend {
  const dirs: string[] = [];
  const opened: ContentStore[] = [];
  return {
    kind: 'sqlite',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'content-store-'));
      dirs.push(dir);
      const store = openSqliteStore(join(dir, 'content.sqlite'));
      opened.push(store);
      return store;
    },
    async dispose() {
      await Promise.all(opened.splice(0).map((store) => store.close()));
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const backends: Backend[] = [sqliteBackend()];
