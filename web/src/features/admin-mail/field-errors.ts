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

/** A schema's refusal in the same shape as the server's, so that one display serves both. */
export const issuesAsDetails = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.map(({ path, message }) => ({ path: path.map(String).join('.'), message }));
