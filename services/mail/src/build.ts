import {
  createMongoJobList,
  createSqliteJobList,
  loadOrCreateSecret,
  sealer,
  signer,
  jobListReadiness,
  startJobRunner,
  type InProcessPorts,
  type Lifecycle,
  type ServiceContext,
  type ServiceParts,
} from '@portfolio/kit';
import { accountArea } from './account/account-area.ts';
import type { MailArea } from './area.ts';
import type { MailConfig } from './config.ts';
import { contactArea } from './contact/contact-area.ts';
import type { MailDeps } from './deps.ts';
import { newsletterArea } from './newsletter/newsletter-area.ts';
import { smtpArea } from './smtp/smtp-area.ts';
import { openMailDatabase } from './stores/database.ts';
import { linkTokens, siteLinks } from './subscribers/links.ts';
import { subscribersArea } from './subscribers/subscribers-area.ts';

export interface BuildOptions {
  /** The clock (tests move it by hand). */
  now?: () => Date;
  /** The longest the job runner sleeps between looks at its list (tests that move the clock shorten it). */
  jobPollMs?: number;
}

/** The jobs' table (SQLite) or collection (MongoDB), named after the service: services may share a database. */
const jobsName = 'mail_jobs';

/** The keys that seal the SMTP password and sign links: the deployment's, or one kept under DATA_DIR. */
const secretKeys = (config: MailConfig) =>
  config.MAIL_SECRET_KEYS ?? [loadOrCreateSecret(config.DATA_DIR, 'mail-keys')];

/** The service's parts over its stores: shared by the service's definition and its tests, so they cannot drift. */
export async function buildMail(
  {
    config,
    logger,
    trust,
    lifecycle,
  }: Pick<ServiceContext<MailConfig>, 'config' | 'logger' | 'trust'> & { lifecycle?: Lifecycle },
  options: BuildOptions = {},
): Promise<{ parts: ServiceParts; deps: MailDeps }> {
  const keys = secretKeys(config);
  const now = options.now ?? (() => new Date());
  const database = openMailDatabase(config, logger, lifecycle);
  const jobs =
    database.database.kind === 'mongo'
      ? createMongoJobList(database.database.db, jobsName)
      : createSqliteJobList(database.database.db, jobsName);
  if (database.database.kind === 'mongo') {
    const list = jobs as ReturnType<typeof createMongoJobList>;
    database.buildIndexes('jobs', () => list.createIndexes());
  }
  const deps: MailDeps = {
    config,
    logger,
    trust,
    ...(lifecycle ? { lifecycle } : {}),
    now,
    database,
    jobs,
    wake: () => runner.wake(),
    keys,
    secrets: sealer(keys, 'mail smtp password'),
    tokens: linkTokens(signer(keys, 'mail links'), now),
    links: siteLinks(config.SITE_ORIGIN),
  };
  const smtp = smtpArea(deps);
  const sending = { ...deps, mailer: smtp.mailer };
  const subscribers = subscribersArea(sending);
  const areas: MailArea[] = [
    smtp,
    contactArea(sending),
    subscribers,
    newsletterArea({ ...sending, directory: subscribers.directory }),
    accountArea(sending),
  ];
  // The queue's backlog and given-up jobs among readiness details, for the admin health card.
  lifecycle?.checks.push(jobListReadiness('jobs', jobs, now));
  const runner = startJobRunner({
    list: jobs,
    handlers: Object.assign({}, ...areas.map((area) => area.jobs ?? {})),
    logger,
    now,
    ...(options.jobPollMs ? { pollMs: options.jobPollMs } : {}),
  });
  const close = async () => {
    // The job under way (a mail being sent) finishes first; nothing runs after the stores close.
    await runner.stop();
    for (const area of areas) await area.close?.();
    await database.close();
  };
  const ports = Object.assign({}, ...areas.map((area) => area.ports ?? {})) as InProcessPorts;
  return { parts: { routes: areas.flatMap((area) => area.routes), ports, close }, deps };
}
