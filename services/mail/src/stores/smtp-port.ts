import type { SmtpSecurity } from '@portfolio/contracts';

/**
 * The one SMTP settings record. The password is only ever here sealed (kit's sealer: AES-256-GCM, the key's id in
 * the sealed text), never in the clear; null when none is kept (a relay without authentication).
 */
export interface SmtpSettingsRecord {
  host: string;
  port: number;
  security: SmtpSecurity;
  user: string;
  sealedPassword: string | null;
  fromName: string;
  fromAddress: string;
  replyTo: string;
  notifyAddress: string;
  updatedAt: Date;
}

export interface SmtpStore {
  /** The settings, or undefined before the first save. */
  read(): Promise<SmtpSettingsRecord | undefined>;
  /** Replaces the settings as a whole (one record: the last save wins). */
  save(record: SmtpSettingsRecord): Promise<void>;
}
