import { chmodSync, mkdtempSync, readFileSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The map file the content service writes (services/content/src/redirects/redirect-map.ts). */
const mapFile = 'redirects.conf';

/**
 * The folder the content service and nginx share for redirects (gateway/src/nginx/redirect-map.ts): writable by
 * nginx's workers, which log the hits there (nobody, when we are root).
 */
export function redirectsFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-redirects-'));
  chmodSync(dir, 0o777);
  return dir;
}

const readMap = (dir: string) => {
  try {
    return readFileSync(join(dir, mapFile), 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * Reloads nginx (SIGHUP: new workers read the new map, the old ones finish their requests) whenever the content
 * service renames a new map into place. A burst of changes is one reload, and a map the same as the one nginx has
 * is none: the content service writes its map at every start, and a reload's old workers close the keep-alive
 * connections of clients, which a client may be sending its next request on (a restart of the content service
 * failed such a request this way).
 */
export function reloadOnNewMap(dir: string, reload: () => void): () => void {
  let pending: NodeJS.Timeout | undefined;
  let loaded = readMap(dir);
  const reloadIfChanged = () => {
    const map = readMap(dir);
    if (map === loaded) return;
    loaded = map;
    reload();
  };
  const watcher = watch(dir, (_event, name) => {
    if (name !== mapFile) return;
    clearTimeout(pending);
    pending = setTimeout(reloadIfChanged, 20);
  });
  return () => {
    clearTimeout(pending);
    watcher.close();
  };
}
