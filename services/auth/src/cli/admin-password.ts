import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { adminEmail } from '@portfolio/contracts';
import {
  credentialsFile,
  defaultAdminEmail,
  writeCredentialsFile,
  writeGeneratedPassword,
} from '../credentials/credentials.ts';
import { hashPassword } from '../credentials/password-hash.ts';
import { readFileSync } from 'node:fs';

/**
 * Sets or rotates the administrator's password. Single machine: writes the Argon2id hash to
 * DATA_DIR/admin-credentials.json (running servers pick it up, and every open session ends). Deployments:
 * `--print-hash` prints the PHC string for ADMIN_PASSWORD_HASH and writes nothing.
 *
 *   make admin-password                      prompts for the new password
 *   make admin-password ARGS=--generate      generates a strong one: printed on a terminal, else written to a
 *                                            0600 file whose path is printed (a log must never hold it)
 *   echo "$PW" | node …/admin-password.ts    reads it from standard input
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    email: { type: 'string' },
    generate: { type: 'boolean', default: false },
    'print-hash': { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: process.env.DATA_DIR ?? 'data' },
  },
});

const minimumLength = 12;

async function readPassword(): Promise<string> {
  if (values.generate) return randomBytes(18).toString('base64url');
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY });
  if (!process.stdin.isTTY) {
    for await (const line of rl) return line;
    return '';
  }
  // Keep the typed password off the screen.
  const muted = rl as unknown as { _writeToOutput: (s: string) => void };
  process.stderr.write('New administrator password: ');
  muted._writeToOutput = () => {};
  const answer = await rl.question('');
  rl.close();
  process.stderr.write('\n');
  return answer;
}

function currentEmail(dataDir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(credentialsFile(dataDir), 'utf8')) as { email?: string }).email;
  } catch {
    return undefined;
  }
}

const dataDir = values['data-dir'];
const email = adminEmail.parse(values.email ?? process.env.ADMIN_EMAIL ?? currentEmail(dataDir) ?? defaultAdminEmail);
const password = await readPassword();
if (password.length < minimumLength) {
  process.stderr.write(`The password must have at least ${minimumLength} characters.\n`);
  process.exit(2);
}
const passwordHash = await hashPassword(password);

if (values['print-hash']) {
  process.stdout.write(`${passwordHash}\n`);
} else {
  writeCredentialsFile(dataDir, { email, passwordHash });
  process.stdout.write(`Administrator ${email}: password set in ${credentialsFile(dataDir)}.\n`);
  if (values.generate && process.stdout.isTTY) process.stdout.write(`New password (shown once): ${password}\n`);
  else if (values.generate) {
    const file = writeGeneratedPassword(dataDir, email, password);
    process.stdout.write(`New password written to ${file} (readable by this user only); delete it once used.\n`);
  }
  if (process.env.ADMIN_PASSWORD || process.env.ADMIN_PASSWORD_HASH) {
    process.stdout.write(
      'Note: ADMIN_PASSWORD / ADMIN_PASSWORD_HASH are set in this environment and take precedence.\n',
    );
  }
}
