import { logBatch } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { reportRenderError, startErrorLogging } from './index';

describe('the error logger', () => {
  it('sends an error with the time and address it happened at, though its shipper arrives later', async () => {
    const beacon = vi.fn((_url: string, _data: string) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    startErrorLogging();

    window.history.replaceState(null, '', '/games');
    const before = Date.now();
    reportRenderError(new Error('boom'));
    // The visitor moves on while the shipper's code is on its way.
    window.history.replaceState(null, '', '/');

    await vi.waitFor(() => expect(beacon).toHaveBeenCalled());
    const [url, data] = beacon.mock.calls[0]!;
    expect(url).toBe('/api/logs');
    const [entry] = logBatch.parse(JSON.parse(data)).entries ?? [];
    expect(entry).toMatchObject({ level: 'error', message: 'boom', path: '/games' });
    expect(Date.parse(entry!.timestamp)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(entry!.timestamp)).toBeLessThanOrEqual(Date.now());
  });
});
