import type { ErrorCode, ErrorBody } from '@portfolio/contracts';

/** The one error type services throw; the error middleware turns it into the contract's error body. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly details: ErrorBody['details'];
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    options: { details?: ErrorBody['details']; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

/** Default code and message per status, for errors raised by libraries (raw-body, the router). */
export const statusDefaults: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'bad_request', message: 'The request could not be understood.' },
  401: { code: 'unauthorized', message: 'Sign in first.' },
  403: { code: 'forbidden', message: 'This request is not allowed.' },
  404: { code: 'not_found', message: 'Nothing here.' },
  405: { code: 'method_not_allowed', message: 'This method is not allowed here.' },
  408: { code: 'bad_request', message: 'The request took too long to arrive.' },
  413: { code: 'payload_too_large', message: 'The request body is too large.' },
  414: { code: 'bad_request', message: 'The address is too long.' },
  415: { code: 'unsupported_media_type', message: 'Send the body as JSON.' },
  417: { code: 'bad_request', message: 'The expectation cannot be met.' },
  429: { code: 'too_many_requests', message: 'Too many requests; try again later.' },
  431: { code: 'bad_request', message: 'The request headers are too large.' },
  500: { code: 'internal_error', message: 'Something went wrong on our side.' },
  503: { code: 'service_unavailable', message: 'The service is temporarily unavailable.' },
};

export const httpError = (
  status: keyof typeof statusDefaults & number,
  message?: string,
  headers?: Record<string, string>,
) => {
  const fallback = statusDefaults[status] ?? { code: 'internal_error' as const, message: '' };
  return new HttpError(status, fallback.code, message ?? fallback.message, headers ? { headers } : {});
};
