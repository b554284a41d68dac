/** An nginx block: `head {`, its directives indented, `}`. Nested blocks are indented with their lines. */
export function block(head: string, lines: string[]): string {
  return [`${head} {`, ...lines.flatMap((l) => l.split('\n')).map((l) => (l ? `  ${l}` : l)), '}'].join('\n');
}
