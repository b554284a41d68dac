import { hash, randomBytes } from 'node:crypto';
import type { Logger } from '@portfolio/kit';
import { addDays, type Calendar } from '../stats/calendar.ts';
import type { SaltStore } from '../stores/ports.ts';

const newSalt = () => randomBytes(32).toString('base64url');

/** 22 base64url characters (132 bits) of SHA-256: enough to keep visitors apart, and not reversible. */
export const visitorHash = (salt: string, address: string, userAgent: string) =>
  hash('sha256', `${salt}\0${address}\0${userAgent}`, 'base64url').slice(0, 22);

/**
 * Keeps the daily salts of the visitor hash, as Plausible does: a new random salt every day, the previous one
 * kept one more day (to recognise a returning visitor), older ones deleted from the store and from memory, so
 * after 48 hours nobody (not even us) can link a hash to an address again.
 *
 * Ingestion never waits for the store: it reads the salts from memory. `refresh` (at start and every few minutes)
 * agrees today's and tomorrow's salts with the store in advance, so that service instances share them and
 * midnight needs no store call. Should the store be away for a whole day, a salt is made locally and
 * reconciled with the store when it returns.
 */
export class SaltKeeper {
  private readonly salts = new Map<string, string>();
  private readonly store: SaltStore;
  private readonly cal: Calendar;
  private readonly logger: Logger;
  private dayBefore = { of: '', is: '' };

  constructor(store: SaltStore, cal: Calendar, logger: Logger) {
    this.store = store;
    this.cal = cal;
    this.logger = logger;
  }

  async refresh(now: number): Promise<void> {
    const today = this.cal.day(now);
    const yesterday = addDays(today, -1);
    for (const day of [today, addDays(today, 1)]) {
      const stored = await this.store.ensure(day, this.salts.get(day) ?? newSalt());
      if (this.salts.has(day) && this.salts.get(day) !== stored) {
        this.logger.warn({ day }, 'another instance made this day’s salt first; using it from now on');
      }
      this.salts.set(day, stored);
    }
    const prior = await this.store.get(yesterday);
    if (prior) this.salts.set(yesterday, prior);
    await this.store.prune(yesterday);
    for (const day of this.salts.keys()) if (day < yesterday) this.salts.delete(day);
  }

  /** The salts for an event at `at`: its day's (made locally if the store never answered) and the day before's. */
  saltsFor(at: number): { current: string; prior: string | undefined } {
    const day = this.cal.day(at);
    // Computed once a day rather than once an event.
    if (this.dayBefore.of !== day) this.dayBefore = { of: day, is: addDays(day, -1) };
    let current = this.salts.get(day);
    if (!current) {
      current = newSalt();
      this.salts.set(day, current);
      this.logger.warn({ day }, 'salt store unreachable; using a salt made locally until it returns');
    }
    return { current, prior: this.salts.get(this.dayBefore.is) };
  }

  /** Days whose salt is held in memory (for the tests of the 48-hour rule). */
  heldDays(): string[] {
    return [...this.salts.keys()].sort();
  }
}
