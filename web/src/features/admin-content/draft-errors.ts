import type { ErrorBody } from '@portfolio/contracts';

/** Why a field is refused, each said in words on the field (`errors.<kind>` in the screen's texts). */
export type ErrorKind =
  'required' | 'tooLong' | 'tooFew' | 'tooMany' | 'month' | 'endBeforeStart' | 'key' | 'duplicateKey' | 'invalid';

/** A schema's issue as zod mini reports it (only what is read here). */
export interface Issue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
}

function kindOf({ code, path, message, origin }: Issue): ErrorKind {
  const last = String(path[path.length - 1] ?? '');
  if (code === 'too_small') return origin === 'array' ? 'tooFew' : 'required';
  if (code === 'too_big') return origin === 'array' ? 'tooMany' : 'tooLong';
  if (code === 'invalid_format') {
    if (last === 'start' || last === 'end') return 'month';
    return last === 'key' ? 'key' : 'required';
  }
  if (code === 'custom') {
    if (last === 'end') return 'endBeforeStart';
    if (message.includes('unique')) return 'duplicateKey';
  }
  return 'invalid';
}

/**
 * A draft's refused fields by their dotted path inside the language's content (`skills.items.2.title`), from the
 * page's own check of the contract's schema: the first reason of each field is the one shown.
 */
export function draftErrors(issues: readonly Issue[]): Map<string, ErrorKind> {
  const errors = new Map<string, ErrorKind>();
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (!errors.has(path)) errors.set(path, kindOf(issue));
  }
  return errors;
}

/**
 * The server's refusal (`body.skills.items.2.title`) in the same shape. Its reasons are the contract's English
 * words, so each field is said to be refused without them; a page that checked first rarely gets here.
 */
export function serverErrors(details: ErrorBody['details']): Map<string, ErrorKind> {
  const errors = new Map<string, ErrorKind>();
  for (const { path } of details ?? []) {
    const parts = path.split('.');
    if (parts[0] === 'body') parts.shift();
    errors.set(parts.join('.'), 'invalid');
  }
  return errors;
}

/** Whether a refused field lies in `prefix` (a section, a list item), to mark the section that holds it. */
export const hasErrorIn = (errors: ReadonlyMap<string, ErrorKind>, prefix: string) =>
  [...errors.keys()].some((path) => path === prefix || path.startsWith(`${prefix}.`));
