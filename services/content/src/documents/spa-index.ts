import { readFile, stat } from 'node:fs/promises';
import type { Logger } from '@portfolio/kit';
import { cutSpaTemplate, type SpaTemplate } from './spa-template.ts';

export interface SpaIndex {
  /** The SPA's index.html as last read, or nothing when it could never be read (pages answer 503 then). */
  current(): Promise<SpaTemplate | undefined>;
}

/** How long a read index.html is used before its source is looked at again. */
const recheckMs = 2000;

/**
 * The built SPA's index.html, from a file (web/dist/index.html on one machine) or an address (the web container's):
 * read at start, looked at again at most every two seconds while pages are asked for, and re-read when it changed
 * (the file's modification time and size; the address's ETag), so that a new build is picked up without a restart.
 * A source that fails after a good read keeps the last good copy.
 */
export function spaIndex(source: string, logger: Logger): SpaIndex {
  const remote = /^https?:\/\//i.test(source);
  let template: SpaTemplate | undefined;
  let seen = '';
  let checkedAt = -Infinity;
  let pending: Promise<void> | undefined;

  async function readFileSource() {
    const info = await stat(source);
    const mark = `${info.mtimeMs}:${info.size}`;
    if (mark === seen && template) return;
    template = cutSpaTemplate(await readFile(source, 'utf8'), info.mtime);
    seen = mark;
  }

  async function readRemoteSource() {
    const res = await fetch(source, {
      headers: template && seen ? { 'if-none-match': seen } : {},
      signal: AbortSignal.timeout(3000),
    });
    if (res.status === 304 && template) return;
    if (!res.ok) throw new Error(`${source} answered ${res.status}`);
    const modified = Date.parse(res.headers.get('last-modified') ?? '');
    template = cutSpaTemplate(await res.text(), Number.isNaN(modified) ? new Date() : new Date(modified));
    seen = res.headers.get('etag') ?? '';
  }

  async function refresh() {
    try {
      await (remote ? readRemoteSource() : readFileSource());
    } catch (err) {
      logger.warn({ err, source }, 'the SPA index could not be read');
    } finally {
      checkedAt = performance.now();
      pending = undefined;
    }
  }

  return {
    async current() {
      if (performance.now() - checkedAt >= recheckMs) {
        pending ??= refresh();
        // A file is looked at in well under a millisecond, so the answer waits for it; an address may take longer,
        // and once one copy is known visitors are answered with it while the web container is asked again.
        if (!template || !remote) await pending;
      }
      return template;
    },
  };
}
