import { defaultLanguage, mailAdminEndpoints as a, type DeliveryResult } from '@portfolio/contracts';
import { measuredStore, route } from '@portfolio/kit';
import type { MailArea } from '../area.ts';
import type { MailDeps } from '../deps.ts';
import { createMongoSmtpStore } from '../stores/mongo/smtp-store.ts';
import { createSqliteSmtpStore } from '../stores/sqlite/smtp-store.ts';
import type { Mailer, SendOutcome } from './mailer.ts';
import { smtpSettingsKeeper } from './settings.ts';
import { checkConnection, smtpMailer } from './smtp-mailer.ts';
import { testMail } from './test-mail.ts';

/** An outcome as the screen reads it: done, or why not and the server's words. */
const resultOf = (outcome: SendOutcome | { ok: true }): DeliveryResult =>
  outcome.ok
    ? { ok: true }
    : { ok: false, reason: outcome.reason, ...(outcome.detail ? { detail: outcome.detail } : {}) };

/** SMTP settings, the check and the test mail, and the mailer every other area sends through. */
export function smtpArea(deps: MailDeps): MailArea & { mailer: Mailer } {
  const { database } = deps.database;
  // A single settings document, no index to build: made here rather than by storeOn, and measured like its stores.
  const store = measuredStore(
    { service: deps.database.service, store: 'smtp' },
    database.kind === 'mongo'
      ? createMongoSmtpStore(database.db, database.timeoutMs)
      : createSqliteSmtpStore(database.db),
  );
  const settings = smtpSettingsKeeper(store, deps.secrets, deps.now, deps.config.MAIL_ALLOW_INSECURE_HOSTS);
  const timeoutMs = deps.config.MAIL_SMTP_TIMEOUT_MS;
  const logger = deps.logger.child({ area: 'smtp' });
  const mailer = smtpMailer(settings, timeoutMs, deps.logger);
  return {
    mailer,
    routes: [
      route(a.smtpSettings, () => settings.view()),
      route(a.saveSmtpSettings, (_ctx, { body }) => settings.save(body)),
      route(a.checkSmtp, async (_ctx, { body }) =>
        resultOf(await checkConnection(await settings.trial(body), timeoutMs, logger)),
      ),
      route(a.sendTestMail, async (_ctx, { body }): Promise<DeliveryResult> => {
        const current = await settings.current();
        if (!current) return { ok: false, reason: 'not_configured' };
        return resultOf(await mailer.send(await testMail(body.to, body.language ?? defaultLanguage, current)));
      }),
    ],
  };
}
