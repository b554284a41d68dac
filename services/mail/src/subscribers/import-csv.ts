import { parse } from 'csv-parse/sync';
import {
  addressKey,
  isMailAddress,
  languageCodes,
  mailLimits,
  type ImportReport,
  type LanguageCode,
} from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';

export type ImportProblem = ImportReport['problems'][number];

/** A row that can be added, if the address is not known already. */
export interface ImportRow {
  /** The line of the file (the header is line 1), as a spreadsheet numbers it. */
  row: number;
  email: string;
  firstName: string;
  language: LanguageCode;
}

export interface ParsedImport {
  /** Data rows in the file (empty lines aside). */
  rows: number;
  candidates: ImportRow[];
  problems: ImportProblem[];
}

type Column = 'email' | 'name' | 'language';
const headerNames: Record<string, Column> = {
  email: 'email',
  emailaddress: 'email',
  mail: 'email',
  firstname: 'name',
  name: 'name',
  language: 'language',
  lang: 'language',
  locale: 'language',
};
const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');

/** The delimiter of the header line: the most frequent of `,` `;` and tab outside quotes (`,` when none). */
function delimiterOf(header: string): string {
  const counts = new Map([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const c of header) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [',', 0])[0];
}

/**
 * One line's cells, or undefined when it is no CSV row (a stray quote). Each line is parsed alone: a broken row
 * is reported as such and never swallows the rows after it, as a quote left open would in a whole-file parse. No
 * cell of an import may span lines anyway: neither an address nor a name holds a line break.
 */
function cellsOf(line: string, delimiter: string): string[] | undefined {
  // Without a quote, CSV's cells are exactly the pieces between delimiters: most rows take this path, fast.
  if (!line.includes('"')) return line.split(delimiter);
  try {
    const records = parse(line, { delimiter, relax_column_count: true }) as string[][];
    return records.length === 1 ? records[0] : undefined;
  } catch {
    return undefined;
  }
}

/** Characters that make a spreadsheet read a cell as a formula (CSV injection): dropped from a name's start. */
const formulaStart = /^[=+\-@\s]+/u;
const hasControl = (text: string) => /\p{Cc}|\p{Zl}|\p{Zp}/u.test(text);

/** `fr`, `FR`, `fr-CA`, `pt_BR`: the interface language of that tag, or undefined. */
function languageOf(cell: string, fallback: LanguageCode): LanguageCode | undefined {
  const tag = cell.trim();
  if (tag === '') return fallback;
  const primary = tag.split(/[-_]/, 1)[0]!.toLowerCase();
  return (languageCodes as readonly string[]).includes(primary) ? (primary as LanguageCode) : undefined;
}

/**
 * Reads an import file: UTF-8 (a byte-order mark allowed), a header row naming an `email` column and optionally a
 * name and a language, `,` `;` or tab between cells. Each data row becomes a candidate or a problem; a file that is
 * not such a CSV, or holds more rows than an import takes, is refused whole with a 4xx.
 */
export function parseImport(bytes: Uint8Array, fallbackLanguage: LanguageCode): ParsedImport {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'bad_request', 'The file is not UTF-8 text: save it as "CSV UTF-8" and import it again.');
  }
  const lines = text.split(/\r\n|\n|\r/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  if (headerIndex < 0) throw new HttpError(400, 'bad_request', 'The file is empty.');
  const delimiter = delimiterOf(lines[headerIndex]!);
  const header = cellsOf(lines[headerIndex]!, delimiter) ?? [];
  const columns = new Map<Column, number>();
  header.forEach((cell, index) => {
    const column = headerNames[headerKey(cell)];
    if (column && !columns.has(column)) columns.set(column, index);
  });
  const emailColumn = columns.get('email');
  if (emailColumn === undefined) {
    throw new HttpError(400, 'bad_request', 'The first row must name the columns, one of them "email".');
  }
  const dataLines = lines.slice(headerIndex + 1).filter((line) => line.trim() !== '').length;
  if (dataLines > mailLimits.importRows) {
    throw new HttpError(
      413,
      'payload_too_large',
      `The file has ${dataLines} rows; an import takes at most ${mailLimits.importRows}. Split it into smaller files.`,
    );
  }

  const parsed: ParsedImport = { rows: 0, candidates: [], problems: [] };
  const seen = new Set<string>();
  for (let index = headerIndex + 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trim() === '') continue;
    parsed.rows++;
    const row = index + 1;
    const cells = cellsOf(line, delimiter);
    const cell = (column: Column) => {
      const at = columns.get(column);
      return at === undefined ? '' : (cells?.[at] ?? '');
    };
    const email = cell('email').trim();
    const problem = (kind: ImportProblem['problem']) =>
      parsed.problems.push({ row, email: email.slice(0, mailLimits.emailLength), problem: kind });
    if (!cells || cells.length > header.length) {
      problem('malformed_row');
      continue;
    }
    if (email.length > mailLimits.emailLength) {
      problem('too_long');
      continue;
    }
    if (!isMailAddress(email)) {
      problem('invalid_email');
      continue;
    }
    const firstName = cell('name').trim().replace(formulaStart, '');
    if (hasControl(firstName)) {
      problem('malformed_row');
      continue;
    }
    if (firstName.length > mailLimits.firstNameLength) {
      problem('too_long');
      continue;
    }
    const language = languageOf(cell('language'), fallbackLanguage);
    if (!language) {
      problem('invalid_language');
      continue;
    }
    const key = addressKey(email);
    if (seen.has(key)) {
      problem('duplicate_in_file');
      continue;
    }
    seen.add(key);
    parsed.candidates.push({ row, email, firstName, language });
  }
  return parsed;
}
