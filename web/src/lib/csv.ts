/** A spreadsheet cell: text (quoted, formulas neutralised), a number, or nothing. */
export type Cell = string | number | null;

/** What makes a spreadsheet run a cell as a formula when it comes first. */
const formulaStart = new Set(['=', '+', '-', '@', '\t', '\r']);
/**
 * Where a spreadsheet may start a new cell or row inside our text: French and German spreadsheets split on `;`,
 * others on tab, and a line break starts a row once the quoting is lost that way.
 */
const cellBreak = new Set([';', '\t', '\r', '\n']);

/**
 * Every place where a cell could start (the beginning, and after each `;`, tab or line break, an opening quote
 * skipped) gets an apostrophe before a formula character: page paths and referrers come from visitors.
 */
function neutralise(text: string): string {
  let out = '';
  let cellStart = true;
  for (const c of text) {
    if (cellStart && formulaStart.has(c)) out += "'";
    out += c;
    cellStart = cellBreak.has(c) || (cellStart && c === '"');
  }
  return out;
}

/**
 * RFC 4180 text with every text cell quoted (so a separator or quote inside one never splits it), formulas
 * neutralised, and CRLF line ends. Used by every CSV export of the admin area (analytics, subscribers).
 */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  const cell = (value: Cell) => {
    if (value === null) return '';
    if (typeof value === 'number') return String(value);
    return `"${neutralise(value).replaceAll('"', '""')}"`;
  };
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  // Released once the browser has started the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
