import type { ErrorBody } from '@portfolio/contracts';

/** The fields a check refused, each shown on its own field: `body.port` (the server's) or `port` (the page's). */
export function invalidFields(details: ErrorBody['details']): Set<string> {
  const fields = new Set<string>();
  for (const { path } of details ?? []) {
    const parts = path.split('.');
    if (parts[0] === 'body') parts.shift();
    // A problem with the whole body (a missing field in an old page) is shown above the form.
    fields.add(parts[0] || 'form');
  }
  return fields;
}

/**
 * A schema's refusal of a request body in the server's shape (`body.<field>`), so that one display serves both and
 * a field named `body` (a reply's) is told apart from the body as a whole.
 */
export const issuesAsDetails = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.map(({ path, message }) => ({ path: ['body', ...path.map(String)].join('.'), message }));
