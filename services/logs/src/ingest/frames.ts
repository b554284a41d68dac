/** One stack frame as grouping sees it: the function name when it has one, and the file. */
export interface Frame {
  fn: string | undefined;
  file: string;
}

const maxFrames = 50;

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/** Where a file's `:line` or `:line:column` starts, read backwards from the end; the length when it has none. */
export function positionStart(text: string): number {
  let start = text.length;
  for (let part = 0; part < 2; part++) {
    let digits = start;
    while (isDigit(text[digits - 1])) digits--;
    if (digits === start || text[digits - 1] !== ':') break;
    start = digits - 1;
  }
  return start;
}

/** A location without its `:line:column`. */
export const stripPosition = (location: string) => location.slice(0, positionStart(location));

/**
 * One line of a V8 stack ("at fn (file:1:2)", "at file:1:2", "at async fn (file:1:2)") or of a SpiderMonkey or
 * JavaScriptCore one ("fn@file:1:2"). Plain string work, no backtracking regex: stacks come from clients.
 */
function parseLine(line: string): Frame | undefined {
  const text = line.trim();
  let fn: string | undefined;
  let location: string;
  if (text.startsWith('at ')) {
    const rest = text.slice(3);
    const open = rest.indexOf(' (');
    if (open >= 0 && rest.endsWith(')')) {
      fn = rest.slice(0, open);
      location = rest.slice(open + 2, -1);
    } else {
      location = rest;
    }
  } else {
    const at = text.indexOf('@');
    if (at < 0 || positionStart(text) === text.length) return undefined;
    fn = text.slice(0, at);
    location = text.slice(at + 1);
  }
  const file = stripPosition(location);
  if (!file || file === 'native' || file === '<anonymous>') return undefined;
  return { fn: fn?.replace(/^(?:async|new) /, '') || undefined, file };
}

/** The frames of a stack, innermost first; lines that are not frames (the message, "...") are skipped. */
export function parseFrames(stack: string | undefined): Frame[] {
  if (!stack) return [];
  const frames: Frame[] = [];
  for (const line of stack.split('\n', 500)) {
    const frame = parseLine(line);
    if (frame) frames.push(frame);
    if (frames.length === maxFrames) break;
  }
  return frames;
}

const extensionScheme = /^(?:chrome|moz|safari(?:-web)?|ms-browser|edge)-extension:\/\//i;
export const isExtensionUrl = (url: string) => extensionScheme.test(url);
