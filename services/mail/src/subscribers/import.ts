import { addressKey, mailLimits, type ImportReport, type LanguageCode } from '@portfolio/contracts';
import type { SendingDeps } from '../deps.ts';
import { SubscriberExists, type SubscribersStore } from '../stores/subscribers-port.ts';
import { queueConfirmation } from './confirmations.ts';
import { parseImport, type ImportProblem } from './import-csv.ts';
import { isSuppressed, newSubscriber } from './records.ts';

/** Addresses looked up in the store at once. */
const lookupBatch = 500;

/**
 * Imports a CSV of addresses that consented. Each row is added whole (the subscriber, and its confirmation mail
 * queued unless `confirmed`) or not at all, with the reason in the report: a known address, pending or confirmed,
 * is left as it is; a suppressed one (unsubscribed, bounced) is never brought back by an import.
 */
export async function importSubscribers(
  deps: SendingDeps,
  store: SubscribersStore,
  bytes: Uint8Array,
  options: { confirmed: boolean; language: LanguageCode },
): Promise<ImportReport> {
  const parsed = parseImport(bytes, options.language);
  const problems: ImportProblem[] = [...parsed.problems];
  let added = 0;
  let confirmationsSent = 0;
  for (let start = 0; start < parsed.candidates.length; start += lookupBatch) {
    const batch = parsed.candidates.slice(start, start + lookupBatch);
    const known = new Map(
      (await store.getByKeys(batch.map((row) => addressKey(row.email)))).map((record) => [record.key, record]),
    );
    for (const row of batch) {
      const existing = known.get(addressKey(row.email));
      if (existing) {
        problems.push({
          row: row.row,
          email: row.email,
          problem: isSuppressed(existing) ? 'suppressed' : 'already_subscribed',
        });
        continue;
      }
      const record = newSubscriber({ ...row, source: 'import' }, deps.now(), options.confirmed);
      try {
        await store.insert(record);
      } catch (err) {
        // Signed up meanwhile through the form.
        if (!(err instanceof SubscriberExists)) throw err;
        problems.push({ row: row.row, email: row.email, problem: 'already_subscribed' });
        continue;
      }
      if (!options.confirmed) {
        try {
          await queueConfirmation(deps, record, false);
        } catch (err) {
          await store.delete(record.id);
          throw err;
        }
        confirmationsSent++;
      }
      added++;
    }
  }
  if (confirmationsSent > 0) deps.wake();
  problems.sort((a, b) => a.row - b.row);
  return {
    rows: parsed.rows,
    added,
    confirmationsSent,
    skipped: parsed.rows - added,
    problems: problems.slice(0, mailLimits.importReportRows),
  };
}
