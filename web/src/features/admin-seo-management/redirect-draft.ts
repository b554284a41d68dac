import {
  isExternalTarget,
  isPrefixPattern,
  sourceProblem,
  targetProblem,
  type ErrorBody,
  type Redirect,
  type RedirectInput,
  type RedirectKind,
} from '@portfolio/contracts';

/** The redirect form's fields as typed. */
export interface RedirectDraft {
  source: string;
  kind: RedirectKind;
  target: string;
  allowExternal: boolean;
}

/** Which sentence of `redirects.errors` each refused field shows. */
export type SourceError = 'source' | 'sourceTaken';
export type TargetError = 'targetRequired' | 'targetExternal' | 'targetPrefix' | 'target' | 'targetLoop';
export interface RedirectErrors {
  source?: SourceError;
  target?: TargetError;
  /** Refused for a reason no field shows (a field the page does not have). */
  form?: true;
}

export const newDraft = (source = ''): RedirectDraft => ({
  source,
  kind: 'permanent',
  target: '',
  allowExternal: false,
});

export const draftOf = (redirect: Redirect): RedirectDraft => ({
  source: redirect.source,
  kind: redirect.kind,
  target: redirect.target ?? '',
  allowExternal: redirect.allowExternal,
});

/** The body the API takes: a gone answer sends no target, whatever the field still holds. */
export const inputOf = (draft: RedirectDraft): RedirectInput => ({
  source: draft.source.trim(),
  kind: draft.kind,
  target: draft.kind === 'gone' ? null : draft.target.trim(),
  allowExternal: draft.allowExternal,
});

/**
 * What the form refuses before asking the server, with the contract's own checks (the server makes the same, and
 * those needing the other redirects, loops and chains, besides). Empty when the draft may be sent.
 */
export function draftErrors(draft: RedirectDraft): RedirectErrors {
  const source = draft.source.trim();
  const target = draft.target.trim();
  const errors: RedirectErrors = {};
  if (sourceProblem(source) !== undefined) errors.source = 'source';
  if (draft.kind === 'gone') return errors;
  if (target === '') errors.target = 'targetRequired';
  else if (isExternalTarget(target) && !draft.allowExternal) errors.target = 'targetExternal';
  else if (targetProblem(target, source, draft.allowExternal) !== undefined) {
    const targetPath = isExternalTarget(target) && URL.canParse(target) ? new URL(target).pathname : target;
    errors.target =
      isPrefixPattern(source) !== isPrefixPattern(targetPath.split(/[?#]/)[0]!) ? 'targetPrefix' : 'target';
  }
  return errors;
}

/**
 * The fields the server refused (`body.source`, `source`…): a 400 for its shape, a 409 for what the other redirects
 * make of it (a source already taken, a target that loops back or leads to another redirect).
 */
export function serverErrors(status: number, details: ErrorBody['details']): RedirectErrors {
  const errors: RedirectErrors = {};
  for (const { path } of details ?? []) {
    const field = path.replace(/^body\./, '').split('.')[0];
    if (field === 'source') errors.source = status === 409 ? 'sourceTaken' : 'source';
    else if (field === 'target') errors.target = status === 409 ? 'targetLoop' : 'target';
    else errors.form = true;
  }
  if (!errors.source && !errors.target) errors.form = true;
  return errors;
}

export const hasErrors = (errors: RedirectErrors) => Object.keys(errors).length > 0;
