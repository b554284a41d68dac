/** A language's name in the admin's language ("French", "français"), for tabs and messages. */
export function languageName(code: string, inLanguage = 'en'): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
