import { hashPassword, parsePhc } from './password-hash.ts';

const decoys = new Map<string, Promise<string>>();

/**
 * A hash with the same Argon2id parameters as the real one, verified when the email is wrong so that a wrong
 * email costs exactly what a wrong password costs.
 */
export function decoyHashFor(realHash: string): Promise<string> {
  const params = parsePhc(realHash)?.params;
  const key = params ? `${params.memory},${params.passes},${params.parallelism}` : 'default';
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(`decoy-${Math.random()}`, params);
    decoys.set(key, decoy);
  }
  return decoy;
}
