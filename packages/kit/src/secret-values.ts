import { z } from 'zod';
import { env } from './config.ts';
import { isPlaceholder, placeholderMessage } from './placeholders.ts';

/** The shortest key we accept, in bytes: 256 bits, what an HMAC-SHA256 key should carry. */
export const minimumKeyBytes = 32;

/** Why a comma-separated key list (the first signs, all verify) is refused: per key, empty, placeholder or short. */
export function keyListProblems(value: string): string[] {
  const keys = value.split(',').map((k) => k.trim());
  return keys.flatMap((key, i) => {
    const which = keys.length > 1 ? `key ${i + 1} of ${keys.length}` : 'the key';
    if (!key) return [`${which} is empty (a stray comma?)`];
    if (isPlaceholder(key)) return [`${which} ${placeholderMessage}`];
    const bytes = Buffer.byteLength(key);
    return bytes < minimumKeyBytes ? [`${which} has ${bytes} bytes; every key needs at least ${minimumKeyBytes}`] : [];
  });
}

/** A comma-separated key list setting (e.g. SESSION_SECRET), as its keys; unset stays undefined. */
export const keyListSetting = () =>
  env.optional().pipe(
    z
      .string()
      .transform((value, ctx) => {
        for (const message of keyListProblems(value)) ctx.addIssue({ code: 'custom', message });
        return value.split(',').map((k) => k.trim());
      })
      .optional(),
  );

/** A secret setting (a password) that must not be the example's placeholder. */
export const secretSetting = () =>
  env.optional().pipe(
    z
      .string()
      .refine((value) => !isPlaceholder(value), placeholderMessage)
      .optional(),
  );
