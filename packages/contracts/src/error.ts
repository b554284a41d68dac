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
