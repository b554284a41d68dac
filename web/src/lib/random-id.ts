/** URL-safe random characters (the contracts accept `[A-Za-z0-9_-]`). */
export function randomChars(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** Time plus randomness (spec §3 "sessionId"): sortable by creation and unguessable. */
export const timeRandomId = () => `${Date.now().toString(36)}-${randomChars(16)}`;
