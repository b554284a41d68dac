import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

/** OWASP's recommended Argon2id floor: 19 MiB, 2 passes, 1 lane. */
export const defaultArgon2Params = { memory: 19_456, passes: 2, parallelism: 1 } as const;
export type Argon2Params = { memory: number; passes: number; parallelism: number };

const phcPattern = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

interface ParsedHash {
  params: Argon2Params;
  salt: Buffer;
  hash: Buffer;
}

export function parsePhc(phc: string): ParsedHash | undefined {
  const m = phcPattern.exec(phc);
  if (!m) return undefined;
  const [, memory, passes, parallelism, salt, hash] = m;
  return {
    params: { memory: Number(memory), passes: Number(passes), parallelism: Number(parallelism) },
    salt: Buffer.from(salt!, 'base64'),
    hash: Buffer.from(hash!, 'base64'),
  };
}

export const isArgon2idPhc = (value: string) => parsePhc(value) !== undefined;

/** The least a configured hash may use: OWASP's Argon2id floor, and 16-byte salts and tags. */
const minimumArgon2 = { memory: defaultArgon2Params.memory, passes: defaultArgon2Params.passes, bytes: 16 };

/** Why a configured hash is refused: not Argon2id, weaker than the floor, or a salt or tag too short to trust. */
export function phcProblems(phc: string): string[] {
  const parsed = parsePhc(phc);
  if (!parsed) return ['must be an Argon2id PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash)'];
  const { params, salt, hash } = parsed;
  const problems: string[] = [];
  if (params.memory < minimumArgon2.memory) problems.push(`m=${params.memory} is below m=${minimumArgon2.memory}`);
  if (params.passes < minimumArgon2.passes) problems.push(`t=${params.passes} is below t=${minimumArgon2.passes}`);
  if (salt.length < minimumArgon2.bytes)
    problems.push(`its salt has ${salt.length} bytes, under ${minimumArgon2.bytes}`);
  if (hash.length < minimumArgon2.bytes)
    problems.push(`its tag has ${hash.length} bytes, under ${minimumArgon2.bytes}`);
  return problems;
}

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');

async function derive(password: string, salt: Buffer, params: Argon2Params, length: number) {
  return argon2Async('argon2id', { message: password, nonce: salt, tagLength: length, ...params });
}

/**
 * Hashes a password into a PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`), the standard portable form. The
 * salt is random unless the caller derives one (see resolveCredentials).
 */
export async function hashPassword(
  password: string,
  params: Argon2Params = defaultArgon2Params,
  salt: Buffer = randomBytes(16),
): Promise<string> {
  const hash = await derive(password, salt, params, 32);
  return `$argon2id$v=19$m=${params.memory},t=${params.passes},p=${params.parallelism}$${b64(salt)}$${b64(hash)}`;
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  const parsed = parsePhc(phc);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}
