import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedConfig } from './render.ts';

export function writeConfig(dir: string, files: RenderedConfig) {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}
