import * as z from 'zod/mini';

/** Every error the platform answers with, by stable string code; clients branch on the code, never the text. */
export const errorCodes = [
  'bad_request',
  'invalid_json',
  'validation_failed',
  'invalid_credentials',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  /** A write based on a revision that is no longer the current one (another tab saved first): 409. */
  'conflict',
  /** A slug another article already uses in that language: 409, the field in `details`. */
  'slug_taken',
  /** Something still uses what was to be deleted (an image in an article): 409, the places in `details`. */
  'in_use',
  /** The article cannot be published as it is (a missing title, an image without alt text): 422, each field in `details`. */
  'not_publishable',
  /** A file that is not an image we accept, or is damaged or too many pixels: 415, 413 or 422 as the case may be. */
  'invalid_image',
  /** A signed link or form token that is forged, expired or already spent (a confirmation, an unsubscribe): 400. */
  'invalid_token',
  /** A two-factor code (TOTP or recovery) that is wrong, already used, or outside the clock's step either side: 400/401. */
  'invalid_code',
  /**
   * A leaderboard score the server does not believe (#20): 422, the why as `details: [{ path: 'reason', message }]`,
   * message one of token_invalid, token_used, token_expired, not_finished, score_mismatch, too_fast, too_slow,
   * settings_changed.
   */
  'implausible_score',
  /** A leaderboard nickname refused: 422, `details: [{ path: 'body.nickname', message }]`, length, characters or abuse. */
  'nickname_refused',
  'internal_error',
  'service_unavailable',
] as const;

export const errorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCode>;

export const errorDetail = z.object({
  path: z.string(),
  message: z.string(),
});

export const errorBody = z.object({
  code: errorCode,
  message: z.string(),
  details: z.optional(z.array(errorDetail)),
});
export type ErrorBody = z.infer<typeof errorBody>;
