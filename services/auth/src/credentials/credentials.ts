import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { adminEmail } from '@portfolio/contracts';
import { writeSecretFile } from '@portfolio/kit';
import { defaultArgon2Params, hashPassword, isArgon2idPhc, phcProblems } from './password-hash.ts';

export interface AdminCredentials {
  email: string;
  passwordHash: string;
}

/** Current credentials; re-read when the file changes, so a rotation applies without a restart. */
export type CredentialSource = () => AdminCredentials;

export const credentialsFile = (dataDir: string) => join(dataDir, 'admin-credentials.json');

/** Used when nobody named the administrator; it satisfies the spec's email pattern. */
export const defaultAdminEmail = 'admin@portfolio.local';

/**
 * Ties a session to the credentials it was opened with: rotating the password (or the email) changes it and
 * so ends every existing session.
 */
export const credentialFingerprint = (c: AdminCredentials) =>
  createHash('sha256').update(`${c.email}\n${c.passwordHash}`).digest('base64url').slice(0, 22);

/** Where a generated password goes when the start-up output is not a terminal (a log collector would keep it). */
export const generatedPasswordFile = (dataDir: string) => join(dataDir, 'generated-admin-password.txt');

/** Writes a generated password for `email` to its 0600 file under `dataDir` and returns that file's path. */
export function writeGeneratedPassword(dataDir: string, email: string, password: string): string {
  const file = generatedPasswordFile(dataDir);
  writeSecretFile(file, `email:    ${email}\npassword: ${password}\n`);
  return file;
}

export function writeCredentialsFile(dataDir: string, credentials: AdminCredentials) {
  writeSecretFile(credentialsFile(dataDir), `${JSON.stringify(credentials, null, 2)}\n`);
}

function fileSource(dataDir: string, emailOverride: string | undefined): CredentialSource {
  const file = credentialsFile(dataDir);
  let cached: { version: string; value: AdminCredentials } | undefined;
  return () => {
    // Every write replaces the file (rename), so the inode tells a rotation apart even within one mtime tick.
    const { mtimeMs, ino, size } = statSync(file);
    const version = `${ino}:${mtimeMs}:${size}`;
    if (!cached || cached.version !== version) {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as AdminCredentials;
      if (!isArgon2idPhc(parsed.passwordHash)) throw new Error(`${file} holds no Argon2id hash`);
      cached = { version, value: { email: emailOverride ?? parsed.email, passwordHash: parsed.passwordHash } };
    }
    return cached.value;
  };
}

const fileExists = (file: string) => {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
};

export interface CredentialSettings {
  dataDir: string;
  email?: string | undefined;
  password?: string | undefined;
  passwordHash?: string | undefined;
  /**
   * A deployment secret (the session signing key) from which a clear password's salt is derived, so that the
   * same password hashes the same at every start and sessions survive a restart of the service.
   */
  saltKey: string;
  /** Prints the one-time generated password (the single-machine start). */
  announce: (message: string) => void;
  /**
   * Whether what `announce` prints reaches a terminal (by default: whether standard output is one). When it does
   * not, it is a log, and the generated password goes to a 0600 file instead, whose path is announced.
   */
  terminal?: boolean;
}

/**
 * Where the administrator's credentials come from, in order: a PHC hash from the environment (deployments);
 * a clear password from the environment, hashed now (with a salt derived from the deployment's secret, so the
 * hash and the sessions opened with it outlive a restart) and kept only in memory (`make start`); the credentials
 * file under DATA_DIR (written by the set-password command); else a generated password, printed once on a terminal
 * (or written to a 0600 file whose path is printed, when the output is a log), whose hash alone is kept in that
 * file. There are no default credentials.
 */
export async function resolveCredentials(settings: CredentialSettings): Promise<CredentialSource> {
  const { dataDir, password, passwordHash } = settings;
  const email = settings.email ? adminEmail.parse(settings.email) : undefined;
  if (passwordHash) {
    if (!email) throw new Error('ADMIN_EMAIL is required with ADMIN_PASSWORD_HASH');
    const problems = phcProblems(passwordHash);
    if (problems.length > 0) throw new Error(`ADMIN_PASSWORD_HASH: ${problems.join('; ')}`);
    const fixed = { email, passwordHash };
    return () => fixed;
  }
  if (password) {
    const name = email ?? defaultAdminEmail;
    const salt = createHmac('sha256', settings.saltKey).update(`admin-password-salt\n${name}`).digest().subarray(0, 16);
    const fixed = { email: name, passwordHash: await hashPassword(password, defaultArgon2Params, salt) };
    return () => fixed;
  }
  if (!fileExists(credentialsFile(dataDir))) {
    const generated = randomBytes(18).toString('base64url');
    const created = { email: email ?? defaultAdminEmail, passwordHash: await hashPassword(generated) };
    writeCredentialsFile(dataDir, created);
    if (settings.terminal ?? process.stdout.isTTY === true) {
      settings.announce(
        `Administrator account created. Sign in at /admin with\n  email:    ${created.email}\n  password: ${generated}\n` +
          'This password is shown once and stored only as an Argon2id hash. Change it with `make admin-password`.',
      );
    } else {
      const file = writeGeneratedPassword(dataDir, created.email, generated);
      settings.announce(
        `Administrator account created for ${created.email}. Its generated password is in ${file} ` +
          '(readable by this user only; the output is not a terminal, so it is not printed). Sign in at /admin, ' +
          'then delete that file. Change the password with `make admin-password`.',
      );
    }
  }
  return fileSource(dataDir, email);
}
