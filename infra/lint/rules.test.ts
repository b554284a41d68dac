import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { workspaces } from '../toolchain/workspaces.ts';

/** The repository's own configuration, run on samples placed (by name only) where the rules apply. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rulesFiredOn(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('no imports between web features', () => {
  const file = 'web/src/features/theme/sample.ts';

  it('refuses another feature by the @/ alias or a relative path', async () => {
    for (const specifier of ['@/features/language/resolve-language', '../language/resolve-language', '../language']) {
      expect(await rulesFiredOn(file, `export * from '${specifier}';`), specifier).toEqual([
        'portfolio/no-cross-feature-imports',
      ]);
    }
    const nested = 'web/src/features/admin-logs/components/sample.tsx';
    expect(await rulesFiredOn(nested, "import { x } from '../../theme/theme-store';\nexport { x };")).toEqual([
      'portfolio/no-cross-feature-imports',
    ]);
  });

  it('lets a feature import itself and the shared folders, and the app compose features', async () => {
    const imports = ["'./theme-store'", "'@/features/theme/theme-store'", "'@/lib/cn'", "'../../components/x'"];
    expect(await rulesFiredOn(file, imports.map((s) => `export * from ${s};`).join('\n'))).toEqual([]);
    expect(await rulesFiredOn('web/src/app/sample.ts', "export * from '@/features/language/x';")).toEqual([]);
  });
});

describe('the layering of packages', () => {
  const refused: [string, string][] = [
    ['packages/contracts/src/sample.ts', '@portfolio/kit'],
    ['packages/kit/src/sample.ts', '@portfolio/auth'],
    ['services/auth/src/sample.ts', '@portfolio/logs'],
    ['services/analytics/src/sample.ts', '@portfolio/gateway'],
    ['web/src/lib/sample.ts', '@portfolio/kit'],
    ['gateway/src/local/sample.ts', '@portfolio/testing'],
    ['services/logs/src/sample.ts', '@portfolio/testing'],
    ['packages/kit/test/sample.test.ts', '@portfolio/auth'],
  ];
  it.each(refused)('%s may not import %s', async (file, specifier) => {
    expect(await rulesFiredOn(file, `export * from '${specifier}';`)).toEqual(['no-restricted-imports']);
  });

  const allowed: [string, string][] = [
    ['packages/kit/src/sample.ts', '@portfolio/contracts'],
    ['services/auth/src/sample.ts', '@portfolio/kit'],
    ['services/standalone/src/sample.ts', '@portfolio/analytics'],
    ['gateway/test/sample.test.ts', '@portfolio/testing'],
    ['services/auth/bench/sample.ts', '@portfolio/testing'],
    ['web/src/lib/sample.test.ts', '@portfolio/testing'],
  ];
  it.each(allowed)('%s may import %s', async (file, specifier) => {
    expect(await rulesFiredOn(file, `export * from '${specifier}';`)).toEqual([]);
  });

  it.each(workspaces().map(({ dir }) => [dir]))('has a place for %s', async (dir) => {
    const config = (await eslint.calculateConfigForFile(`${root}${dir}/src/sample.ts`)) as { rules: object };
    expect(config.rules).toHaveProperty('no-restricted-imports');
  });

  it('refuses a relative import into another workspace from run-time code', async () => {
    const sample = "export * from '../../../packages/kit/src/index.ts';";
    expect(await rulesFiredOn('services/auth/src/sample.ts', sample)).toEqual([
      'portfolio/no-relative-cross-workspace',
    ]);
    expect(await rulesFiredOn('services/auth/src/sample.ts', "export * from './config.ts';")).toEqual([]);
  });
});

describe('the environment read in configuration modules only', () => {
  const reads = [
    'export const level = process.env.LOG_LEVEL;',
    "export const level = process.env['LOG_LEVEL'];",
    'const { env } = process;\nexport const level = env.LOG_LEVEL;',
    "import { env } from 'node:process';\nexport const level = env.LOG_LEVEL;",
  ];
  it.each(reads)('refuses %j outside config.ts', async (code) => {
    const fired = await rulesFiredOn('services/logs/src/routes/sample.ts', code);
    expect(fired.length).toBe(1);
    expect(fired[0]).toMatch(/^no-restricted-(properties|syntax)$/);
  });

  it('allows it in config.ts, command-line entry points and tests', async () => {
    for (const file of ['services/logs/src/config.ts', 'services/auth/src/cli/sample.ts', 'gateway/test/sample.ts']) {
      expect(await rulesFiredOn(file, reads[0]!), file).toEqual([]);
    }
  });
});

describe('a maximum file length', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `export const v${i} = ${i};`).join('\n');

  it('refuses a file of more than 250 lines of code, blank lines and comments aside', async () => {
    expect(await rulesFiredOn('services/auth/src/sample.ts', lines(251))).toEqual(['max-lines']);
    const padded = `${lines(250)}\n\n// a comment\n/* and another */\n`;
    expect(await rulesFiredOn('services/auth/src/sample.ts', padded)).toEqual([]);
  });

  it('leaves the dictionaries, which are data, as long as they need', async () => {
    expect(await rulesFiredOn('web/src/locales/sample.ts', lines(400))).toEqual([]);
  });
});
