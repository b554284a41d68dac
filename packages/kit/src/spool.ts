import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { open, readFile, unlink, type FileHandle } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Logger } from 'pino';
import { HttpError } from './errors.ts';
import { watchSpool } from './metrics/queue-metrics.ts';
import { serviceOf } from './metrics/registry.ts';
import { parseLines, serialiseRecords, takeInChunks, type SpooledLines } from './spool-lines.ts';

export { parseLines, type SpooledLines } from './spool-lines.ts';

export interface SpoolOptions {
  dir: string;
  /** Total size cap; past it new records are refused (503) rather than dropping accepted ones. */
  maxBytes: number;
  /** Segments older than this are dropped and counted: stale events are worth less than a bounded disk. */
  maxAgeMs: number;
  /** A segment is closed (and becomes replayable) at this size. */
  segmentBytes?: number;
  /**
   * Bytes of closed segments whose records are also kept in memory, so that a replay hands them over without
   * reading and parsing the file again; segments past it (a store away for long) are read back from disk.
   */
  heldBytes?: number;
  /**
   * Hold those records as the lines written (see drainLines) rather than as objects: for a store that parses them
   * on a thread of its own, so that handing them over builds and copies no objects here.
   */
  holdLines?: boolean;
  logger: Logger;
}

export interface SpoolStats {
  pendingBytes: number;
  pendingSegments: number;
  /** Age of the oldest record not yet handed to the store (its segment's creation); 0 when none is pending. */
  oldestAgeSeconds: number;
  /** Records dropped because they outlived maxAgeMs, or were torn by a crash mid-write. */
  droppedRecords: number;
  /** Records refused because the spool was full. */
  refusedRecords: number;
}

interface Segment<T> {
  file: string;
  bytes: number;
  records: number;
  createdAt: number;
  /** The segment's records as they were appended (the file holds exactly these); undefined: read the file. */
  held: T[] | SpooledLines[] | undefined;
}

interface PendingAppend<T> {
  records: readonly T[];
  lines: string;
  bytes: number;
  resolve: () => void;
  reject: (e: unknown) => void;
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
 * short by a crash or an outage is simply done again. Records are JSON data: until a restart the store gets the
 * very objects that were appended (a segment's file holds exactly them, so nothing is parsed back), after one
 * it gets them parsed from the files; the caller must not change a record once appended.
 */
export class Spool<T> {
  private readonly opts: Required<SpoolOptions>;
  private readonly closed: Segment<T>[] = [];
  private current: (Segment<T> & { handle: FileHandle; held: T[] | SpooledLines[] }) | undefined;
  private nextSeq = 0;
  private pending: PendingAppend<T>[] = [];
  private chain: Promise<void> = Promise.resolve();
  private drains: Promise<unknown> = Promise.resolve();
  private flushScheduled = false;
  private stats_ = { droppedRecords: 0, refusedRecords: 0 };
  /** Accepted but not yet written: counted against the cap so that concurrent appends cannot overshoot it. */
  private queuedBytes = 0;

  constructor(options: SpoolOptions) {
    this.opts = { segmentBytes: 1024 * 1024, heldBytes: 16 * 1024 * 1024, holdLines: false, ...options };
    mkdirSync(this.opts.dir, { recursive: true, mode: 0o700 });
    for (const name of readdirSync(this.opts.dir).sort()) {
      const match = segmentPattern.exec(name);
      if (!match) continue;
      const file = join(this.opts.dir, name);
      const { size, mtimeMs } = statSync(file);
      // Record counts of leftover segments are learnt when they are replayed.
      this.closed.push({ file, bytes: size, records: 0, createdAt: mtimeMs, held: undefined });
      this.nextSeq = Math.max(this.nextSeq, Number(match[1]) + 1);
    }
    watchSpool(serviceOf(this.opts.logger), basename(this.opts.dir), this);
  }

  stats(): SpoolStats {
    return {
      pendingBytes: this.pendingBytes(),
      pendingSegments: this.closed.length + (this.current ? 1 : 0),
      oldestAgeSeconds: this.oldestAgeSeconds(),
      ...this.stats_,
    };
  }

  private oldestAgeSeconds(): number {
    const oldest = this.closed[0] ?? this.current;
    return oldest ? Math.max(0, (Date.now() - oldest.createdAt) / 1000) : 0;
  }

  /** Bytes on disk; counted on every append, so without building anything. */
  private pendingBytes(): number {
    let bytes = this.current?.bytes ?? 0;
    for (const segment of this.closed) bytes += segment.bytes;
    return bytes;
  }

  /** Resolves once every record is on disk; rejects with a 503 HttpError when the spool is full. */
  append(records: readonly T[]): Promise<void> {
    if (records.length === 0) return Promise.resolve();
    const lines = serialiseRecords(records);
    const bytes = Buffer.byteLength(lines);
    if (this.pendingBytes() + this.queuedBytes + bytes > this.opts.maxBytes) {
      this.stats_.refusedRecords += records.length;
      this.opts.logger.warn({ refused: records.length, ...this.stats() }, 'spool full; events refused');
      return Promise.reject(spoolFull());
    }
    this.queuedBytes += bytes;
    return new Promise((resolve, reject) => {
      this.pending.push({ records, lines, bytes, resolve, reject });
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
    return this.drainWith(async (segment) => {
      const records = await this.recordsOf(segment);
      for (let i = 0; i < records.length; i += chunk) await take(records.slice(i, i + chunk));
      return records.length;
    });
  }

  /** `drain`, handing over the records as the lines written, about `chunk` records at a time. */
  drainLines(take: (lines: SpooledLines) => Promise<void>, chunk = 500): Promise<number> {
    return this.drainWith(async (segment) => takeInChunks(await this.linesOf(segment), chunk, take));
  }

  private drainWith(takeSegment: (segment: Segment<T>) => Promise<number>): Promise<number> {
    const result = this.drains.then(() => this.drainClosed(takeSegment));
    this.drains = result.catch(() => undefined);
    return result;
  }

  private async recordsOf(segment: Segment<T>): Promise<T[]> {
    const held = segment.held;
    if (!held) return (await this.readSegment(segment)).records;
    if (!this.opts.holdLines) return held as T[];
    const records: T[] = [];
    for (const lines of held as SpooledLines[]) parseLines(lines.text, records);
    return records;
  }

  private async linesOf(segment: Segment<T>): Promise<SpooledLines[]> {
    const held = segment.held;
    if (!held) return (await this.readSegment(segment)).lines;
    if (this.opts.holdLines) return held as SpooledLines[];
    return [{ text: serialiseRecords(held), count: held.length }];
  }

  private async drainClosed(takeSegment: (segment: Segment<T>) => Promise<number>): Promise<number> {
    const segments = await this.serial(async () => {
      await this.dropExpired();
      await this.closeCurrent();
      return [...this.closed];
    });
    let taken = 0;
    for (const segment of segments) {
      const records = await takeSegment(segment);
      await unlink(segment.file).catch(() => {});
      const at = this.closed.indexOf(segment);
      if (at >= 0) this.closed.splice(at, 1);
      segment.held = undefined;
      taken += records;
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
    let data = '';
    let bytes = 0;
    for (const b of batch) {
      data += b.lines;
      bytes += b.bytes;
    }
    try {
      const segment = await this.openCurrent();
      await segment.handle.write(data);
      await segment.handle.datasync();
      this.queuedBytes -= bytes;
      segment.bytes += bytes;
      // In the order written: the file's lines and the held records stay the same list.
      for (const b of batch) {
        if (this.opts.holdLines) (segment.held as SpooledLines[]).push({ text: b.lines, count: b.records.length });
        else for (const record of b.records) (segment.held as T[]).push(record);
        segment.records += b.records.length;
      }
      if (segment.bytes >= this.opts.segmentBytes) await this.closeCurrent();
      for (const b of batch) b.resolve();
    } catch (err) {
      this.queuedBytes -= bytes;
      this.opts.logger.error({ err }, 'spool write failed');
      // Part of what failed may be in the file all the same: from now on the file alone tells what it holds.
      await this.closeCurrent(false).catch(() => {});
      for (const b of batch) b.reject(err);
    }
  }

  private async openCurrent() {
    if (!this.current) {
      const file = join(this.opts.dir, segmentName(this.nextSeq++));
      const handle = await open(file, 'a', 0o600);
      this.current = { file, handle, bytes: 0, records: 0, createdAt: Date.now(), held: [] };
    }
    return this.current;
  }

  private async closeCurrent(keepHeld = true) {
    const segment = this.current;
    if (!segment) return;
    this.current = undefined;
    await segment.handle.close();
    if (segment.bytes === 0) {
      await unlink(segment.file).catch(() => {});
      return;
    }
    let held = segment.bytes;
    for (const other of this.closed) if (other.held) held += other.bytes;
    this.closed.push({
      file: segment.file,
      bytes: segment.bytes,
      records: segment.records,
      createdAt: segment.createdAt,
      held: keepHeld && held <= this.opts.heldBytes ? segment.held : undefined,
    });
  }

  private async dropExpired() {
    const cutoff = Date.now() - this.opts.maxAgeMs;
    while (this.closed.length > 0 && this.closed[0]!.createdAt < cutoff) {
      const segment = this.closed.shift()!;
      const records = segment.held ? segment.records : (await this.readSegment(segment)).records.length;
      this.stats_.droppedRecords += records;
      this.opts.logger.warn({ file: segment.file, records }, 'spooled events expired unreplayed');
      await unlink(segment.file).catch(() => {});
    }
  }

  /** Parses a segment; a line torn by a crash mid-write is skipped and counted. */
  private async readSegment(segment: Segment<T>): Promise<{ records: T[]; lines: SpooledLines[] }> {
    const text = await readFile(segment.file, 'utf8');
    const records: T[] = [];
    let kept = '';
    for (const line of text.split('\n')) {
      if (!line) continue;
      try {
        records.push(JSON.parse(line) as T);
        kept += `${line}\n`;
      } catch {
        this.stats_.droppedRecords++;
      }
    }
    return { records, lines: [{ text: kept, count: records.length }] };
  }
}
