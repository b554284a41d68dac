import { hash } from 'node:crypto';
import type { LogLevel, LogSource } from '@portfolio/contracts';
import { parseFrames, stripPosition, type Frame } from './frames.ts';

/** Frames that decide an issue: deeper ones vary with how the code was reached, not with the fault. */
const groupingFrames = 3;

/**
 * A file as it stays across builds and hosts: no origin, no query, no content hash (Vite's `index-Bx2k9sQa.js`,
 * webpack's `main.3f2a9c1d.js`), and only its last two path segments (the install folder varies by machine).
 */
export function normaliseFile(file: string): string {
  const withoutOrigin = file.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const query = withoutOrigin.search(/[?#]/);
  const path = stripPosition(query < 0 ? withoutOrigin : withoutOrigin.slice(0, query));
  const segments = path.split('/').filter(Boolean).slice(-2);
  return segments
    .join('/')
    .replace(/[-.][A-Za-z0-9_]{8,}(?=\.(?:m?js|cjs|css|jsx?|tsx?)$)/, '')
    .replace(/\.[0-9a-f]{8,}(?=\.)/, '');
}

/** A run of text that can name a file: spaces, quotes and brackets end it. */
const fileToken = /[^\s"'()]+/g;
/** Where a built file's name ends (`.js`, `.mjs`, `.css`), wherever it sits in a token. */
const builtFileEnd = /\.(?:m?js|css)\b/g;

/**
 * A token's built file (from its start to its last `.js`, `.mjs` or `.css`) normalised; the rest kept. Done per
 * token, scanning each once: one pattern matching from every start up to the last extension was quadratic.
 */
function normaliseFilesIn(token: string): string {
  let end = -1;
  builtFileEnd.lastIndex = 0;
  for (let m = builtFileEnd.exec(token); m; m = builtFileEnd.exec(token)) if (m.index > 0) end = builtFileEnd.lastIndex;
  return end < 0 ? token : normaliseFile(token.slice(0, end)) + token.slice(end);
}

/** Minified names change with every build, so only names long enough to be written by a person count. */
const meaningfulName = (fn: string | undefined) => (fn && fn.length > 2 && fn !== '<anonymous>' ? fn : undefined);

const describeFrame = (frame: Frame) => {
  const fn = meaningfulName(frame.fn);
  const file = normaliseFile(frame.file);
  return fn ? `${fn} (${file})` : file;
};

/** Node's own frames depend on scheduling, not on the fault. */
const ownFrames = (stack: string | undefined) => parseFrames(stack).filter((f) => !f.file.startsWith('node:'));

/** The message with what varies between occurrences of one fault replaced: ids, hashes, numbers, built files. */
export function normaliseMessage(message: string): string {
  return message
    .replace(fileToken, normaliseFilesIn)
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<uuid>')
    .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{7,}\b/gi, '<hex>')
    .replace(/\d+(?:\.\d+)?/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 1000);
}

export interface Grouping {
  /** The issue id: the same for every occurrence of one fault. */
  fingerprint: string;
  title: string;
  culprit: string | null;
}

/** Groups by source, level, normalised message and top frames (without line, column or build hash). */
export function groupingOf(source: LogSource, level: LogLevel, message: string, stack?: string): Grouping {
  const frames = ownFrames(stack).slice(0, groupingFrames).map(describeFrame);
  const fingerprint = hash('sha256', [source, level, normaliseMessage(message), ...frames].join('\n'), 'hex').slice(
    0,
    32,
  );
  const firstLine = message.trim().split('\n', 1)[0]!.slice(0, 300);
  return { fingerprint, title: firstLine || '(no message)', culprit: frames[0] ?? null };
}
