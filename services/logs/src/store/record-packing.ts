import type { OccurrenceRecord } from './ports.ts';

/**
 * Records as the pump hands them to the writer thread: copying hundreds of objects between threads (structured
 * clone, field names and all) cost the event loop about as much as the SQLite writes it was meant to spare. A
 * batch repeats most of its text (one issue's title, stack, page and browser), so each distinct string is sent
 * once in a table and every field becomes a number in one buffer that is transferred, not copied.
 */
export interface PackedRecords {
  strings: string[];
  cells: Float64Array;
}

const textFields = [
  'recordId',
  'issueId',
  'foldKey',
  'source',
  'level',
  'title',
  'culprit',
  'id',
  'message',
  'timestamp',
  'url',
  'path',
  'stack',
  'userAgent',
  'context',
  'session',
] as const satisfies readonly (keyof OccurrenceRecord)[];
const numberFields = ['count', 'receivedAt', 'foldUntil'] as const satisfies readonly (keyof OccurrenceRecord)[];
const width = textFields.length + numberFields.length;
/** A text field that is absent (undefined) or null (`culprit`): negative, never a table index. */
const absent = -1;
const isNull = -2;

export function packRecords(records: readonly OccurrenceRecord[]): PackedRecords {
  const strings: string[] = [];
  const indexOf = new Map<string, number>();
  const cells = new Float64Array(records.length * width);
  let at = 0;
  for (const record of records) {
    for (const field of textFields) {
      const value = record[field] as string | null | undefined;
      if (value === undefined) cells[at++] = absent;
      else if (value === null) cells[at++] = isNull;
      else {
        let index = indexOf.get(value);
        if (index === undefined) {
          index = strings.push(value) - 1;
          indexOf.set(value, index);
        }
        cells[at++] = index;
      }
    }
    for (const field of numberFields) cells[at++] = record[field];
  }
  return { strings, cells };
}

export function unpackRecords({ strings, cells }: PackedRecords): OccurrenceRecord[] {
  const records: OccurrenceRecord[] = [];
  for (let at = 0; at < cells.length;) {
    const record: Record<string, unknown> = {};
    for (const field of textFields) {
      const cell = cells[at++]!;
      if (cell === isNull) record[field] = null;
      else if (cell !== absent) record[field] = strings[cell];
    }
    for (const field of numberFields) record[field] = cells[at++];
    records.push(record as unknown as OccurrenceRecord);
  }
  return records;
}
