// zod mini, not classic: the visitor's page validates the API's answers with these schemas (`Schema`, endpoint.ts).
import * as z from 'zod/mini';
import type { Schema } from './endpoint.ts';

const reservedKeys = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Keys that would be dangerous in a MongoDB document or a JavaScript object: operators ($...),
 * dotted paths, and prototype keys. Every client-supplied map is keyed by this.
 */
export const safeKey = (maxLength: number) =>
  z.string().check(
    z.minLength(1),
    z.maxLength(maxLength),
    z.refine((k) => !k.startsWith('$') && !k.includes('.'), 'must not start with $ or contain .'),
    z.refine((k) => !reservedKeys.has(k), 'reserved key'),
  );

/**
 * A client-supplied map. Zod silently drops an own `__proto__` key while parsing a record, so the raw object's
 * own keys are checked first: a reserved key is refused, not quietly ignored.
 */
export const safeRecord = <V extends Schema>(maxKeyLength: number, value: V, maxKeys: number) =>
  z
    .pipe(
      z.custom<Record<string, unknown>>(
        (v) =>
          typeof v === 'object' && v !== null && !Array.isArray(v) && !Object.keys(v).some((k) => reservedKeys.has(k)),
        'must be an object without reserved keys (__proto__, constructor, prototype)',
      ),
      z.record(safeKey(maxKeyLength), value),
    )
    .check(z.refine((m) => Object.keys(m).length <= maxKeys, `at most ${maxKeys} keys`));

/**
 * UTF-8 length of a string, as TextEncoder would encode it (a lone surrogate becomes U+FFFD, three bytes), counted
 * without encoding: validation measures every text field of every entry, and an encoded copy each time was a
 * visible share of ingestion's cost. Not Buffer, so the contracts also run in the browser.
 */
export function utf8Bytes(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) continue;
    if (unit < 0x800) bytes += 1;
    else {
      bytes += 2;
      // A surrogate pair is two units and four bytes in all; a lone surrogate, three (U+FFFD).
      if (unit >= 0xd800 && unit <= 0xdbff) {
        const next = text.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) i++;
      }
    }
  }
  return bytes;
}

/** Byte length of a value once serialised, for caps expressed in bytes rather than characters. */
export const serialisedBytes = (value: unknown): number => utf8Bytes(JSON.stringify(value) ?? '');
