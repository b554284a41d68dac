import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

/** Files that run only under test or benchmark: the only ones that may import the test helpers. */
export const testOnlyFiles = ['**/test/**', '**/*.test.{ts,tsx}', '**/bench/**', 'e2e/**', 'packages/testing/**'];

/** Every service but the single-machine process, read from disk so that a new service is layered like the others. */
const services = readdirSync(new URL('../../services', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'standalone')
  .map((entry) => entry.name);

/**
 * The workspaces each workspace may import (as `@portfolio/<name>`) at run time: contracts ← kit ← services, the
 * gateway and the web app beside the services. Test files may also import `testing`.
 */
export const layering = {
  'packages/contracts': [],
  'packages/kit': ['contracts'],
  ...Object.fromEntries(services.map((name) => [`services/${name}`, ['contracts', 'kit']])),
  // The single-machine process mounts every service in one process.
  'services/standalone': ['contracts', 'kit', ...services],
  gateway: ['contracts', 'kit'],
  web: ['contracts'],
  // The test helpers and the end-to-end suite are test code through and through.
  'packages/testing': ['contracts', 'kit'],
  e2e: ['contracts', 'kit', 'gateway', 'testing'],
};

/** `no-restricted-imports` refusing every `@portfolio/` package but `allowed`. */
function importOnly(workspace, allowed) {
  const regex = allowed.length > 0 ? `^@portfolio/(?!(?:${allowed.join('|')})(?:/|$))` : '^@portfolio/';
  const may = allowed.length > 0 ? `imports only ${allowed.map((name) => `@portfolio/${name}`).join(', ')}` : '';
  const message = `${workspace} ${may || 'imports no other workspace'} (contracts ← kit ← services; test helpers in tests only).`;
  return ['error', { patterns: [{ regex, message }] }];
}

/** One block for a workspace's run-time files and one for its tests (which may also import the test helpers). */
export const layeringConfigs = Object.entries(layering).flatMap(([workspace, allowed]) => [
  {
    files: [`${workspace}/**/*.{ts,tsx,js}`],
    ignores: testOnlyFiles,
    rules: { 'no-restricted-imports': importOnly(workspace, allowed) },
  },
  {
    files: testOnlyFiles.map((tests) => [`${workspace}/**/*.{ts,tsx,js}`, tests]),
    rules: { 'no-restricted-imports': importOnly(workspace, [...new Set([...allowed, 'testing'])]) },
  },
]);
