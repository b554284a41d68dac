import type { Document } from 'bson';

/** MongoDB's own names for the error codes the stand-in answers with (the driver reads `code`, people read both). */
const codeNames: Record<number, string> = {
  2: 'BadValue',
  9: 'FailedToParse',
  20: 'IllegalOperation',
  26: 'NamespaceNotFound',
  27: 'IndexNotFound',
  43: 'CursorNotFound',
  59: 'CommandNotFound',
  66: 'ImmutableField',
  67: 'CannotCreateIndex',
  72: 'InvalidOptions',
  85: 'IndexOptionsConflict',
  86: 'IndexKeySpecsConflict',
  11000: 'DuplicateKey',
};

/** A command failure as MongoDB reports it: `{ ok: 0, errmsg, code, codeName }` plus any detail fields. */
export class CommandError extends Error {
  readonly code: number;
  readonly details: Document;

  constructor(code: number, message: string, details: Document = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }

  get codeName(): string {
    return codeNames[this.code] ?? `Location${this.code}`;
  }

  /** The reply document of a failed command. */
  reply(): Document {
    return { ok: 0, errmsg: this.message, code: this.code, codeName: this.codeName, ...this.details };
  }

  /** The entry of a write command's `writeErrors` (the command itself answers ok: 1). */
  writeError(index: number): Document {
    return { index, code: this.code, errmsg: this.message, ...this.details };
  }
}

/** Anything mingo or the stand-in throws becomes a command error; mingo's own texts are kept (not MongoDB's). */
export const asCommandError = (err: unknown): CommandError =>
  err instanceof CommandError ? err : new CommandError(2, err instanceof Error ? err.message : String(err));
