import type { DeliveryFailure } from '@portfolio/contracts';

/** What nodemailer's errors carry (its own code, the system's code, the server's reply and the command it answered). */
interface SmtpError {
  code?: string;
  originalCode?: string;
  response?: string;
  responseCode?: number;
  command?: string;
  message?: string;
}

export interface Failure {
  reason: DeliveryFailure;
  detail?: string;
  permanent: boolean;
}

/** Node's TLS verification codes: untrusted (self-signed, unknown issuer), expired, or for another name. */
const certificateCode = /CERT|SELF_SIGNED|ALTNAME|UNABLE_TO_(VERIFY|GET_ISSUER)|HOSTNAME/;
/** A TLS handshake that failed on the protocol itself (a plain server answering a TLS hello, no common version). */
const tlsMessage = /ssl|tls|handshake|wrong version number|alert/i;

const detailLength = 300;

/** The server's reply line (or the error's first line when the server said nothing), never holding the password. */
function detailOf(err: SmtpError, password: string): string | undefined {
  const line = (err.response ?? err.message ?? '')
    .split(/\r?\n/)[0]!
    .trim()
    // OpenSSL's own words without its error codes and source file ("wrong version number").
    .replace(/^[0-9A-F]+:error:[0-9A-F]+:SSL routines:[^:]*:([^:]+):.*$/, '$1');
  if (!line) return undefined;
  // A server has no reason to echo the password, but an odd one could (as typed, or as AUTH LOGIN sent it).
  const secrets = password ? [password, Buffer.from(password).toString('base64')] : [];
  let safe = line;
  for (const secret of secrets) safe = safe.replaceAll(secret, '***');
  return safe.slice(0, detailLength);
}

/**
 * Why a send or a check failed, as the screens translate it, and whether sending again could help: only a 5xx
 * answer about the recipient itself (unknown address, relay refused) is permanent, a bounce; 4xx answers,
 * timeouts, lost connections and the sender's own problems (login, TLS, a refused sender) are worth a retry.
 */
export function failureOf(error: unknown, password: string): Failure {
  const err = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as SmtpError;
  const detail = detailOf(err, password);
  const code = err.code ?? '';
  const reply = err.responseCode ?? 0;
  const failure = (reason: DeliveryFailure, permanent = false): Failure => ({
    reason,
    ...(detail ? { detail } : {}),
    permanent,
  });
  if (certificateCode.test(err.originalCode ?? '') || certificateCode.test(code)) return failure('certificate');
  if (code === 'EAUTH' || code === 'ENOAUTH') return failure('auth');
  if (code === 'ETIMEDOUT') return failure('timeout');
  if (code === 'ETLS') return failure('tls');
  if (err.command === 'RCPT TO' && reply >= 400) {
    return reply >= 500 && reply !== 503 ? failure('relay', true) : failure('rejected');
  }
  if (code === 'EDNS' || code === 'ECONNECTION' || code === 'ESOCKET') {
    if (code === 'ESOCKET' && tlsMessage.test(err.message ?? '')) return failure('tls');
    // A 421 "service not available" or a server closing the line: it could not be talked to.
    return failure('connection');
  }
  return failure('rejected');
}
