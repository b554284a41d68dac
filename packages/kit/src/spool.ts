import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { open, readFile, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { HttpError } from './errors.ts';

export interface SpoolOptions {
  dir: string;
  /** Total size cap; past it new records are refused (503) rather than dropping accepted ones. */
  maxBytes: number;
  /** Segments older than this are dropped and counted: stale events are worth less than a bounded disk. */
  maxAgeMs: number;
  /** A segment is closed (and becomes replayable) at this size. */
  segmentBytes?: number;
  logger: Logger;
}

export interface SpoolStats {
  pendingBytes: number;
  pendingSegments: number;
  /** Records dropped because they outlived maxAgeMs, or were torn by a crash mid-write. */
  droppedRecords: number;
  /** Records refused because the spool was full. */
  refusedRecords: number;
}

interface Segment {
  file: string;
  bytes: number;
  records: number;
  createdAt: number;
}

const segmentName = (seq: number) => `${String(seq).padStart(12, '0')}.ndjson`;
const segmentPattern = /^(\d{12})\.ndjson$/;

/** Thrown (as an HTTP 503) when the spool is full. */
export const spoolFull = () =>
  new HttpError(503, 'service_unavailable', 'Temporarily unable to accept events; retry later.', {
    headers: { 'Retry-After': '30' },
  });

/**
 * A bounded, append-only on-disk queue of JSON records: what makes "accepted" mean "durable". Appends are group
 * committed (one write and one fdatasync for every record that arrived meanwhile), so a 2xx after `append`
 * means the record is on disk. Closed segments are replayed oldest first into the store, and deleted only when
 * the store has taken every record of them; the store's writes are idempotent (by record id), so a replay cut
 * short by a crash or an outage is simply done again.
 */
export class Spool<T> {
  private readonly opts: Required<SpoolOptions>;
  private readonly closed: Segment[] = [];
  private current: (Segment & { handle: FileHandle }) | undefined;
  private nextSeq = 0;
  private pending: { lines: string; count: number; resolve: () => void; reject: (e: unknown) => void }[] = [];
  private chain: Promise<void> = Promise.resolve();
  private drains: Promise<unknown> = Promise.resolve();
  private flushScheduled = false;
  private stats_ = { droppedRecords: 0, refusedRecords: 0 };
  /** Accepted but not yet written: counted against the cap so that concurrent appends cannot overshoot it. */
  private queuedBytes = 0;

  constructor(options: SpoolOptions) {
    this.opts = { segmentBytes: 1024 * 1024, ...options };
    mkdirSync(this.opts.dir, { recursive: true, mode: 0o700 });
    for (const name of readdirSync(this.opts.dir).sort()) {
      const match = segmentPattern.exec(name);
      if (!match) continue;
      const file = join(this.opts.dir, name);
      const { size, mtimeMs } = statSync(file);
      // Record counts of leftover segments are learnt when they are replayed.
      this.closed.push({ file, bytes: size, records: 0, createdAt: mtimeMs });
      this.nextSeq = Math.max(this.nextSeq, Number(match[1]) + 1);
    }
  }

  stats(): SpoolStats {
    const segments = [...this.closed, ...(this.current ? [this.current] : [])];
    return {
      pendingBytes: segments.reduce((sum, s) => sum + s.bytes, 0),
      pendingSegments: segments.length,
      ...this.stats_,
    };
  }

  /** Resolves once every record is on disk; rejects with a 503 HttpError when the spool is full. */
  append(records: readonly T[]): Promise<void> {
    if (records.length === 0) return Promise.resolve();
    const lines = records.map((r) => `${JSON.stringify(r)}\n`).join('');
    const bytes = Buffer.byteLength(lines);
    if (this.stats().pendingBytes + this.queuedBytes + bytes > this.opts.maxBytes) {
      this.stats_.refusedRecords += records.length;
      this.opts.logger.warn({ refused: records.length, ...this.stats() }, 'spool full; events refused');
      return Promise.reject(spoolFull());
    }
    this.queuedBytes += bytes;
    return new Promise((resolve, reject) => {
      this.pending.push({ lines, count: records.length, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.serial(() => this.writePending()));
      }
    });
  }

  /**
   * Hands every record on disk to `take`, oldest first, in chunks; a segment is deleted once all of its records
   * were taken. Stops at the first failure (the records stay for the next try). Returns how many were taken.
   * Drains run one after another; appends go on meanwhile: only rotating the current segment takes the write
   * lock, never the store's writes, so a slow or hung store cannot hold up a single append.
   */
  drain(take: (records: T[]) => Promise<void>, chunk = 500): Promise<number> {
    const result = this.drains.then(() => this.drainClosed(take, chunk));
    this.drains = result.catch(() => undefined);
    return result;
  }

  private async drainClosed(take: (records: T[]) => Promise<void>, chunk: number): Promise<number> {
    const segments = await this.serial(async () => {
      await this.dropExpired();
      await this.closeCurrent();
      return [...this.closed];
    });
    let taken = 0;
    for (const segment of segments) {
      const records = await this.readSegment(segment);
      for (let i = 0; i < records.length; i += chunk) await take(records.slice(i, i + chunk));
      await unlink(segment.file).catch(() => {});
      const at = this.closed.indexOf(segment);
      if (at >= 0) this.closed.splice(at, 1);
      taken += records.length;
    }
    return taken;
  }

  async close(): Promise<void> {
    await this.serial(() => this.closeCurrent());
  }

  /** Runs one operation at a time: writes, rotations and replays never interleave. */
  private serial<R>(work: () => Promise<R>): Promise<R> {
    const result = this.chain.then(work);
    this.chain = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  private async writePending() {
    this.flushScheduled = false;
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    try {
      const segment = await this.openCurrent();
      const data = batch.map((b) => b.lines).join('');
      const bytes = Buffer.byteLength(data);
      await segment.handle.write(data);
      await segment.handle.datasync();
      this.queuedBytes -= bytes;
      segment.bytes += bytes;
      segment.records += batch.reduce((sum, b) => sum + b.count, 0);
      if (segment.bytes >= this.opts.segmentBytes) await this.closeCurrent();
      for (const b of batch) b.resolve();
    } catch (err) {
      this.queuedBytes -= Buffer.byteLength(batch.map((b) => b.lines).join(''));
      this.opts.logger.error({ err }, 'spool write failed');
      for (const b of batch) b.reject(err);
    }
  }

  private async openCurrent() {
    if (!this.current) {
      const file = join(this.opts.dir, segmentName(this.nextSeq++));
      const handle = await open(file, 'a', 0o600);
      this.current = { file, handle, bytes: 0, records: 0, createdAt: Date.now() };
    }
    return this.current;
  }

  private async closeCurrent() {
    const segment = this.current;
    if (!segment) return;
    this.current = undefined;
    await segment.handle.close();
    if (segment.bytes === 0) await unlink(segment.file).catch(() => {});
    else
      this.closed.push({
        file: segment.file,
        bytes: segment.bytes,
        records: segment.records,
        createdAt: segment.createdAt,
      });
  }

  private async dropExpired() {
    const cutoff = Date.now() - this.opts.maxAgeMs;
    while (this.closed.length > 0 && this.closed[0]!.createdAt < cutoff) {
      const segment = this.closed.shift()!;
      const records = (await this.readSegment(segment)).length;
      this.stats_.droppedRecords += records;
      this.opts.logger.warn({ file: segment.file, records }, 'spooled events expired unreplayed');
      await unlink(segment.file).catch(() => {});
    }
  }

  /** Parses a segment; a line torn by a crash mid-write is skipped and counted. */
  private async readSegment(segment: Segment): Promise<T[]> {
    const text = await readFile(segment.file, 'utf8');
    const records: T[] = [];
    for (const line of text.split('\n')) {
      if (!line) continue;
      try {
        records.push(JSON.parse(line) as T);
      } catch {
        this.stats_.droppedRecords++;
      }
    }
    return records;
  }
}
