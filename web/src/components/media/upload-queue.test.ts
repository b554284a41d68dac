import { mediaLimits } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { uploadQueue, uploadsToStart, type Upload, type UploadAction } from './upload-queue';

const run = (...actions: UploadAction[]) => actions.reduce<readonly Upload[]>(uploadQueue, []);
const file = (key: string, bytes = 1000) => ({ key, name: `${key}.jpg`, bytes });
const statuses = (uploads: readonly Upload[]) => uploads.map((upload) => `${upload.key}:${upload.status}`);

describe('the upload queue', () => {
  it('starts two files at a time, oldest first, and the next one when one finishes', () => {
    let uploads = run({ type: 'added', files: [file('a'), file('b'), file('c')] });
    expect(uploadsToStart(uploads)).toEqual(['a', 'b']);
    uploads = run(
      { type: 'added', files: [file('a'), file('b'), file('c')] },
      { type: 'started', key: 'a' },
      { type: 'started', key: 'b' },
    );
    expect(uploadsToStart(uploads)).toEqual([]);
    uploads = uploadQueue(uploads, { type: 'succeeded', key: 'a', itemId: 'i1' });
    expect(uploadsToStart(uploads)).toEqual(['c']);
    expect(statuses(uploads)).toEqual(['a:done', 'b:sending', 'c:waiting']);
    expect(uploads[0]).toMatchObject({ sent: 1, itemId: 'i1' });
  });

  it('fails a file over the size cap at once, without sending it', () => {
    const uploads = run({ type: 'added', files: [file('big', mediaLimits.uploadBytes + 1), file('ok')] });
    expect(uploads[0]).toMatchObject({ status: 'failed', failure: 'tooLarge' });
    expect(uploadsToStart(uploads)).toEqual(['ok']);
  });

  it('keeps the progress between 0 and 1, never going back, and only while sending', () => {
    const uploads = run(
      { type: 'added', files: [file('a'), file('b')] },
      { type: 'started', key: 'a' },
      { type: 'progressed', key: 'a', sent: 0.6 },
      { type: 'progressed', key: 'a', sent: 0.4 },
      { type: 'progressed', key: 'b', sent: 0.5 },
    );
    expect(uploads.map((upload) => upload.sent)).toEqual([0.6, 0]);
    expect(uploadQueue(uploads, { type: 'progressed', key: 'a', sent: 3 })[0]!.sent).toBe(1);
  });

  it('retries a failure of the line or the server, never a refusal of the file itself', () => {
    const failed = run(
      { type: 'added', files: [file('net'), file('bad')] },
      { type: 'started', key: 'net' },
      { type: 'started', key: 'bad' },
      { type: 'progressed', key: 'net', sent: 0.5 },
      { type: 'failed', key: 'net', failure: 'offline' },
      { type: 'failed', key: 'bad', failure: 'unsupported' },
    );
    const retried = [
      { type: 'retried', key: 'net' },
      { type: 'retried', key: 'bad' },
    ].reduce<readonly Upload[]>((uploads, action) => uploadQueue(uploads, action as UploadAction), failed);
    expect(retried[0]).toEqual({ key: 'net', name: 'net.jpg', bytes: 1000, status: 'waiting', sent: 0 });
    expect(retried[1]).toMatchObject({ status: 'failed', failure: 'unsupported' });
  });

  it('dismisses finished files but never one still travelling, and clears the finished ones', () => {
    const uploads = run(
      { type: 'added', files: [file('a'), file('b'), file('c'), file('d')] },
      { type: 'started', key: 'a' },
      { type: 'started', key: 'b' },
      { type: 'succeeded', key: 'b', itemId: 'i' },
      { type: 'started', key: 'c' },
      { type: 'failed', key: 'c', failure: 'unreadable' },
      { type: 'dismissed', key: 'a' },
    );
    expect(statuses(uploads)).toEqual(['a:sending', 'b:done', 'c:failed', 'd:waiting']);
    expect(statuses(uploadQueue(uploads, { type: 'dismissed', key: 'b' }))).toEqual([
      'a:sending',
      'c:failed',
      'd:waiting',
    ]);
    expect(statuses(uploadQueue(uploads, { type: 'clearedFinished' }))).toEqual(['a:sending', 'd:waiting']);
  });
});
