import { createTransport } from 'nodemailer';
import type { Logger } from '@portfolio/kit';
import type { UsableSettings } from './settings.ts';

/**
 * A nodemailer transport for these settings. Implicit TLS connects in TLS (`secure`); STARTTLS is required
 * (`requireTLS`: a server that does not offer it, or whose upgrade fails, is an error, never a fallback to the clear);
 * none sends in the clear (loopback only, checked when saved). Certificates are always verified, TLS 1.2 at least.
 * Every step (DNS, connecting, the greeting, each answer) may take `timeoutMs` at most.
 */
export function transportFor(
  settings: UsableSettings,
  timeoutMs: number,
  logger: Logger,
  pool?: { maxConnections: number; maxMessages: number },
) {
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    tls: { rejectUnauthorized: true, minVersion: 'TLSv1.2' },
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    ...(pool ? { pool: true as const, ...pool } : {}),
    logger: false,
  });
  // A pooled connection that fails between two mails reports it here as well as to the mail it was sending: heard,
  // so that it is no unhandled 'error' event.
  transport.on('error', (err) => logger.debug({ err: err.message }, 'SMTP transport error'));
  return transport;
}
export type Transport = ReturnType<typeof transportFor>;
