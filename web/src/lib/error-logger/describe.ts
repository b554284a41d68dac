/** Readable text for anything thrown or logged: errors by message, objects as JSON when they serialise. */
export function describe(value: unknown): string {
  if (value instanceof Error) return value.message || value.name;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
