/** An nginx block: `head {`, its directives indented, `}`. Nested blocks are indented with their lines. */
export function block(head: string, lines: string[]): string {
  return [`${head} {`, ...lines.flatMap((l) => l.split('\n')).map((l) => (l ? `  ${l}` : l)), '}'].join('\n');
}

/** A duration in nginx's syntax, whole seconds rounded up (nginx reads `10s`; a bare number would be seconds too). */
export const seconds = (ms: number): string => `${Math.ceil(ms / 1000)}s`;
