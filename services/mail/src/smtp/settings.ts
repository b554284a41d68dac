import type { SmtpSettings, SmtpSettingsBody } from '@portfolio/contracts';
import { HttpError, type Sealer } from '@portfolio/kit';
import type { SmtpSettingsRecord, SmtpStore } from '../stores/smtp-port.ts';
import { isLoopbackHost } from './loopback.ts';

/**
 * Settings a connection is made with: the password in the clear, only in memory for the time of a send or a check.
 * `passwordLost`: one is kept but no key of the deployment opens it any more (a key removed too early).
 */
export interface UsableSettings {
  host: string;
  port: number;
  security: SmtpSettingsBody['security'];
  user: string;
  password: string;
  passwordLost: boolean;
  fromName: string;
  fromAddress: string;
  replyTo: string;
  notifyAddress: string;
}

/** What the screen shows before the first save: the usual submission port, STARTTLS required. */
const unsaved: SmtpSettings = {
  configured: false,
  host: '',
  port: 587,
  security: 'starttls',
  user: '',
  passwordSet: false,
  fromName: '',
  fromAddress: '',
  replyTo: '',
  notifyAddress: '',
  updatedAt: null,
};

export const settingsView = (record: SmtpSettingsRecord | undefined): SmtpSettings =>
  record
    ? {
        configured: true,
        host: record.host,
        port: record.port,
        security: record.security,
        user: record.user,
        passwordSet: record.sealedPassword !== null,
        fromName: record.fromName,
        fromAddress: record.fromAddress,
        replyTo: record.replyTo,
        notifyAddress: record.notifyAddress,
        updatedAt: record.updatedAt.toISOString(),
      }
    : unsaved;

const invalid = (path: string, message: string) =>
  new HttpError(400, 'validation_failed', 'The SMTP settings are not valid.', {
    details: [{ path: `body.${path}`, message }],
  });

/**
 * What the contract's schema cannot say alone: no TLS only towards this machine (or a host the operator named in
 * MAIL_ALLOW_INSECURE_HOSTS, compose's mail catcher), and no contradictory password.
 */
function checkBody(body: SmtpSettingsBody, insecureHosts: readonly string[]): void {
  const host = body.host.trim().toLowerCase();
  if (body.security === 'none' && !isLoopbackHost(host) && !insecureHosts.includes(host)) {
    throw invalid('security', 'a connection without TLS is only allowed towards this machine (localhost)');
  }
  if (body.clearPassword && body.password !== '') {
    throw invalid('clearPassword', 'give a new password or remove the kept one, not both');
  }
}

/** The settings as the administrator saves and checks them, the password sealed at rest and never shown. */
export function smtpSettingsKeeper(
  store: SmtpStore,
  secrets: Sealer,
  now: () => Date,
  insecureHosts: readonly string[] = [],
) {
  /** The sealed password a body leaves kept: a new one, none (cleared), or the one kept (left empty). */
  const sealedFor = (body: SmtpSettingsBody, kept: SmtpSettingsRecord | undefined): string | null => {
    if (body.password !== '') return secrets.seal(body.password);
    if (body.clearPassword) return null;
    const sealed = kept?.sealedPassword ?? null;
    if (sealed === null) return null;
    // Sealed again with the first key, so that after a rotation the old key can go; kept as is if none opens it.
    const password = secrets.open(sealed);
    return password === undefined ? sealed : secrets.seal(password);
  };
  const opened = (sealed: string | null) => {
    if (sealed === null) return { password: '', passwordLost: false };
    const password = secrets.open(sealed);
    return password === undefined ? { password: '', passwordLost: true } : { password, passwordLost: false };
  };
  return {
    async view(): Promise<SmtpSettings> {
      return settingsView(await store.read());
    },
    async save(body: SmtpSettingsBody): Promise<SmtpSettings> {
      checkBody(body, insecureHosts);
      const record: SmtpSettingsRecord = {
        host: body.host,
        port: body.port,
        security: body.security,
        user: body.user,
        sealedPassword: sealedFor(body, await store.read()),
        fromName: body.fromName,
        fromAddress: body.fromAddress,
        replyTo: body.replyTo,
        notifyAddress: body.notifyAddress,
        updatedAt: now(),
      };
      await store.save(record);
      return settingsView(record);
    },
    /** Settings given for a check, not saved: an empty password means the one kept. */
    async trial(body: SmtpSettingsBody): Promise<UsableSettings> {
      checkBody(body, insecureHosts);
      const { password, clearPassword, ...fields } = body;
      if (password !== '') return { ...fields, password, passwordLost: false };
      if (clearPassword) return { ...fields, password: '', passwordLost: false };
      return { ...fields, ...opened((await store.read())?.sealedPassword ?? null) };
    },
    /** The saved settings, read for every send so that a change applies at once; undefined before the first save. */
    async current(): Promise<UsableSettings | undefined> {
      const record = await store.read();
      if (!record) return undefined;
      const { sealedPassword, updatedAt: _updatedAt, ...fields } = record;
      return { ...fields, ...opened(sealedPassword) };
    },
  };
}
export type SmtpSettingsKeeper = ReturnType<typeof smtpSettingsKeeper>;
