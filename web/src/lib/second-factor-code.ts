/** A code as typed: spaces (authenticator apps show "123 456") and surrounding blanks are not part of it. */
export const normalizeCode = (typed: string) => typed.replace(/\s+/g, '');
