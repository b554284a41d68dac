/**
 * A Range header (RFC 9110 §14.2) against a file of `size` bytes: one range (`bytes=first-last`, `bytes=first-`,
 * `bytes=-suffix`) as inclusive offsets; `unsatisfiable` when it starts past the end or asks for no byte (a 416);
 * `whole` for no header, another unit, several ranges or a malformed one, which a server may ignore and answer whole.
 * The pattern is anchored with bounded digits: linear on any header.
 */
export type RangeAnswer = { kind: 'whole' } | { kind: 'unsatisfiable' } | { kind: 'part'; start: number; end: number };

const singleRange = /^bytes=(\d{0,16})-(\d{0,16})$/;

export function byteRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const match = header.length <= 64 ? singleRange.exec(header.trim()) : null;
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  // last < first makes the header invalid, which is ignored (§14.1.1).
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
