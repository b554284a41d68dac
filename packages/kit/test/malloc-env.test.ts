import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { imageMallocEnv } from '../src/index.ts';

const makefile = readFileSync(fileURLToPath(new URL('../../../Makefile', import.meta.url)), 'utf8');

describe('the allocator settings of the image-processing process', () => {
  it('are the ones `make start` runs the single-machine process with', () => {
    const settings = Object.entries(imageMallocEnv)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ');
    expect(makefile).toContain(`\t${settings} node services/standalone/src/main.ts`);
  });
});
