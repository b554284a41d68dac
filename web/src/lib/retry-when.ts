/** When to try again, in the reader's words ("in 15 minutes", "dans 15 minutes"), from a `Retry-After` in seconds. */
export function retryWhen(seconds: number, language: string) {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  return seconds < 90 ? format.format(Math.ceil(seconds), 'second') : format.format(Math.ceil(seconds / 60), 'minute');
}
