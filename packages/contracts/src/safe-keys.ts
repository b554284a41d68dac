import { z } from 'zod';

/**
 * Keys that would be dangerous in a MongoDB document or a JavaScript object: operators ($...),
 * dotted paths, and prototype keys. Every client-supplied map is keyed by this.
 */
export const safeKey = (maxLength: number) =>
  z
    .string()
    .min(1)
    .max(maxLength)
    .refine((k) => !k.startsWith('$') && !k.includes('.'), 'must not start with $ or contain .')
    .refine((k) => k !== '__proto__' && k !== 'constructor' && k !== 'prototype', 'reserved key');

/** Byte length of a value once serialised, for caps expressed in bytes rather than characters. */
export const serialisedBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
