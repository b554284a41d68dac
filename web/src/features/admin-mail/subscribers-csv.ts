import type { Subscriber } from '@portfolio/contracts';
import { toCsv } from '@/lib/csv';

/**
 * The export's columns are the API's field names, which do not change with the reader's language; a sign-up's
 * name and source page came from a visitor, so `toCsv` neutralises any formula in them.
 */
const columns = ['email', 'first_name', 'status', 'language', 'source', 'created_at', 'confirmed_at', 'updated_at'];

export function subscribersCsv(items: readonly Subscriber[]): string {
  return toCsv([
    columns,
    ...items.map((s) => [
      s.email,
      s.firstName,
      s.status,
      s.language,
      s.source,
      s.createdAt,
      s.confirmedAt,
      s.updatedAt,
    ]),
  ]);
}

/** `subscribers-2026-11-24.csv`: the day of the export, in UTC like the dates inside. */
export const exportFileName = (now: Date) => `subscribers-${now.toISOString().slice(0, 10)}.csv`;
