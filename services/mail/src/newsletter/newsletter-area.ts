import type { MailArea } from '../area.ts';
import type { SendingDeps } from '../deps.ts';
import type { SubscriberDirectory } from '../subscribers/directory.ts';
import { issueLife, startKind } from './issues.ts';
import { newsletterRoutes } from './newsletter-routes.ts';
import { newsletterStoreOn } from './newsletter-store.ts';
import { newsletterSender } from './sender.ts';

/** How long to wait before resuming again when the store could not be read at start (MongoDB still coming up). */
const resumeRetryMs = 30_000;

/** The weekly newsletter: its schedule, issues, preview and test, and the durable sending queue. */
export function newsletterArea(sending: SendingDeps & { directory: SubscriberDirectory }): MailArea {
  const deps = { ...sending, store: newsletterStoreOn(sending.database) };
  const life = issueLife(deps);
  const sender = newsletterSender(deps);
  // Erasing a subscriber erases what the newsletter kept about them: their deliveries.
  deps.directory.onErase((subscriberId) => deps.store.forgetSubscriber(subscriberId));

  // An issue cut off by a stop goes on, and the draft is there; tried again until the store answers.
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let resuming: Promise<void> = Promise.resolve();
  const resume = () => {
    resuming = life.resume().catch((err: Error) => {
      deps.logger.warn({ err: err.message }, 'the newsletter could not resume yet; trying again');
      if (!closed) retry = setTimeout(resume, resumeRetryMs).unref();
    });
  };
  resume();

  return {
    routes: newsletterRoutes(deps, life),
    jobs: {
      [startKind]: async (job) => {
        await life.start((job.payload as { issueId: string }).issueId, 'schedule');
      },
      [sender.kind]: sender.run,
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await resuming;
    },
  };
}
