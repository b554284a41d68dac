import { isPlaceholder } from './placeholders.ts';

/** The `KEY=value` assignments of a dotenv file as docker compose reads it: comments skipped, quotes removed. */
export function parseEnvFile(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const [, key, raw] = match as unknown as [string, string, string];
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    values.set(key, quoted ? quoted[2]! : raw.replace(/\s+#.*$/, ''));
  }
  return values;
}

// RFC 2606's example domains: an address there reaches nobody.
const exampleEmail = /@(?:[^@]*\.)?example(?:\.(?:com|org|net))?$/i;

/**
 * Why a deployment's `.env` must not be used as it is: every value still the example's placeholder (secrets,
 * database passwords, the Argon2id stand-in) and an administrator email at an example domain. The services refuse
 * the secrets they read themselves; this check also covers what only the databases read (MONGO_ROOT_PASSWORD).
 */
export function envFileProblems(text: string): string[] {
  const problems: string[] = [];
  for (const [key, value] of parseEnvFile(text)) {
    if (isPlaceholder(value)) problems.push(`${key} is still the example placeholder`);
    else if (key === 'ADMIN_EMAIL' && exampleEmail.test(value)) problems.push(`${key} is an example address`);
  }
  return problems;
}
