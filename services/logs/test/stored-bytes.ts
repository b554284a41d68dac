import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every byte the service has written under its folder (database, WAL, spool), as text to search. */
export function storedBytes(dir: string): string {
  const parts: string[] = [];
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    else parts.push(readFileSync(path).toString('latin1'));
  };
  walk(dir);
  return parts.join('\n');
}
