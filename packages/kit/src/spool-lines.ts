/** Records serialised as the spool writes them: JSON, one a line, each line ending in `\n`; and how many. */
export interface SpooledLines {
  text: string;
  count: number;
}

export function serialiseRecords(records: readonly unknown[]): string {
  let text = '';
  for (const record of records) text += `${JSON.stringify(record)}\n`;
  return text;
}

export function parseLines<T>(text: string, into: T[] = []): T[] {
  for (const line of text.split('\n')) if (line) into.push(JSON.parse(line) as T);
  return into;
}

/** Hands `lines` over joined into runs of at least `chunk` records (the last one shorter); returns how many. */
export async function takeInChunks(
  lines: readonly SpooledLines[],
  chunk: number,
  take: (lines: SpooledLines) => Promise<void>,
): Promise<number> {
  let taken = 0;
  let run: SpooledLines = { text: '', count: 0 };
  for (const { text, count } of lines) {
    run.text += text;
    run.count += count;
    if (run.count >= chunk) {
      await take(run);
      taken += run.count;
      run = { text: '', count: 0 };
    }
  }
  if (run.count > 0) await take(run);
  return taken + run.count;
}
