/** The list with the item at `index` moved one place up (`-1`) or down (`1`); unchanged at either end. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const to = index + step;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return [...items];
  const copy = [...items];
  [copy[index], copy[to]] = [copy[to]!, copy[index]!];
  return copy;
}

/** The list without the item at `index`. */
export const removed = <T>(items: readonly T[], index: number): T[] => items.filter((_, at) => at !== index);

/** The list with the item at `index` replaced by `item`. */
export const replaced = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((current, at) => (at === index ? item : current));

/**
 * A tool group's tools from its text box, one per line: blank lines and spaces around a name are not tools. The
 * text box keeps what is typed; this is what is saved.
 */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
