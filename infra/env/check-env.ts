import { readFileSync } from 'node:fs';
// By path, not by package name: `make up` needs no npm install on the deployment host.
import { envFileProblems } from '../../packages/kit/src/env-file.ts';

/** `make up` runs this on .env first: a deployment never starts with the example's placeholders. */
const file = process.argv[2] ?? '.env';
const problems = envFileProblems(readFileSync(file, 'utf8'));
if (problems.length > 0) {
  process.stderr.write(
    `${file} still holds example values; replace them (secrets: openssl rand -base64 48):\n` +
      `${problems.map((p) => `  - ${p}`).join('\n')}\n`,
  );
  process.exit(2);
}
