/** A country's name in the reader's language from its ISO code ("DE" → "Allemagne", "ドイツ"); other text as is. */
export function regionName(names: Intl.DisplayNames, code: string) {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
