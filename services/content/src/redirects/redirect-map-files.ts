import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from '@portfolio/kit';
import { hitLogPattern, redirectMapFile, renderRedirectMap } from './redirect-map.ts';
import type { RedirectStore } from './redirects-port.ts';

/** A hit log nginx has not written for this long is finished: its second is over (see redirect-map.ts). */
const finishedAfterMs = 2000;
const collectEveryMs = 500;

export interface RedirectMapFiles {
  /** The store, writing the map file again after every change of a redirect. */
  store: RedirectStore;
  close(): void;
}

/**
 * The gateway's share of the redirects (REDIRECTS_MAP_DIR): the map file nginx answers them from, written at start
 * and after each change (whole, then renamed into place, so that nginx never reads half of it), and the hit logs
 * nginx writes beside it, added to the counts and deleted once finished. The gateway reloads on a new map file.
 */
export function redirectMapFiles(store: RedirectStore, dir: string, logger: Logger): RedirectMapFiles {
  mkdirSync(dir, { recursive: true });
  let writing = Promise.resolve();
  const write = () => {
    // One write at a time, each from the store as it is then: the last one written is the last change.
    writing = writing.then(async () => {
      const temporary = join(dir, `.${redirectMapFile}.tmp`);
      writeFileSync(temporary, renderRedirectMap(await store.list()), { mode: 0o644 });
      renameSync(temporary, join(dir, redirectMapFile));
    });
    return writing.catch((error: unknown) => logger.error({ err: error }, 'the redirect map could not be written'));
  };

  let collecting = false;
  async function collect() {
    if (collecting) return;
    collecting = true;
    try {
      for (const name of readdirSync(dir).filter((n) => hitLogPattern.test(n))) {
        const file = join(dir, name);
        if (Date.now() - statSync(file).mtimeMs < finishedAfterMs) continue;
        const counts = new Map<string, number>();
        for (const id of readFileSync(file, 'utf8').split('\n')) {
          if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
        }
        for (const [id, count] of counts) await store.hit(id, count);
        unlinkSync(file);
      }
    } catch (error) {
      // The store away: the file stays, and is counted on a later round.
      logger.warn({ err: error }, 'redirect hits could not be counted yet');
    } finally {
      collecting = false;
    }
  }

  void write();
  const timer = setInterval(() => void collect(), collectEveryMs);
  timer.unref();
  const changed =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const result = await call(...args);
      await write();
      return result;
    };
  return {
    store: {
      ...store,
      create: changed(store.create),
      update: changed(store.update),
      remove: changed(store.remove),
    },
    close: () => clearInterval(timer),
  };
}
