import { existsSync, writeFileSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Runs the MDN HTTP Observatory's own scan (@mdn/mdn-http-observatory: its retriever, tests and grader) on a host
 * and prints its result as JSON: `node scan.ts <hostname>`, with OBSERVATORY_HTTP_PORT and OBSERVATORY_HTTPS_PORT
 * naming the ports, and NODE_EXTRA_CA_CERTS the test certificate (a chain the scanner does not trust loses HSTS).
 */
const packageDir = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));

// The package downloads Chromium's HSTS preload list when it is installed (a postinstall script, which npm does not
// run for it here, and which needs the internet). The scan reads it only to give preloaded sites their due; no test
// host is preloaded, so an empty list stands in. (Its other download, the TLD list, is read by its web API alone.)
const preloadList = join(packageDir, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');

const urlBuilder = join(packageDir, 'src', 'retriever', 'url.js');
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    return new URL(resolved.url).pathname === urlBuilder
      ? { url: new URL('./urls.ts', import.meta.url).href }
      : resolved;
  },
});

// A JavaScript package without types: its one function is typed here.
const observatory: string = '@mdn/mdn-http-observatory';
const { scan } = (await import(observatory)) as {
  scan(hostname: string): Promise<{ scan: Record<string, unknown>; tests: Record<string, Record<string, unknown>> }>;
};
const result = await scan(process.argv[2]!);
const tests = Object.fromEntries(
  Object.entries(result.tests).map(([name, test]) => [name, { pass: test.pass, result: test.result }]),
);
process.stdout.write(`${JSON.stringify({ scan: result.scan, tests })}\n`);
