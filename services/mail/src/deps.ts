import type { JobList, Lifecycle, Logger, Sealer, TrustedProxies } from '@portfolio/kit';
import type { MailConfig } from './config.ts';
import type { Mailer } from './smtp/mailer.ts';
import type { OpenedDatabase } from './stores/database.ts';
import type { LinkTokens, SiteLinks } from './subscribers/links.ts';

/** What every area of the mail service is built from. */
export interface MailDeps {
  config: MailConfig;
  logger: Logger;
  trust: TrustedProxies;
  lifecycle?: Lifecycle;
  /** The clock (tests move it by hand). */
  now: () => Date;
  /** The SQLite file or MongoDB database every store of the service keeps its records in. */
  database: OpenedDatabase;
  /** The service's durable background work (notifications, confirmation mails, newsletter sending). */
  jobs: JobList;
  /** Looks at the job list now (after a put, so that a job due at once does not wait for the next poll). */
  wake(): void;
  /** The deployment's keys (MAIL_SECRET_KEYS or generated): derive a sealer or signer of your own with kit's. */
  keys: readonly string[];
  /** Seals and opens the SMTP password kept at rest. */
  secrets: Sealer;
  /** The signed tokens of the confirmation and unsubscribe links. */
  tokens: LinkTokens;
  links: SiteLinks;
}

/** The areas that send mail get the SMTP area's mailer besides. */
export interface SendingDeps extends MailDeps {
  mailer: Mailer;
}
