import { browserInfo as browserInfoSchema } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { collectBrowserInfo, detectBrowser } from './browser-info';
import { collectPerformance, queryParameters } from './page-context';

describe('browser detection', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0', 'Edge'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 OPR/111.0', 'Opera'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/156.0 Safari/537.36', 'Chrome'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1', 'Safari'],
    ['curl/8.5.0', 'Unknown'],
  ])('%s is %s', (ua, name) => expect(detectBrowser(ua)).toBe(name));
});

describe('browser info', () => {
  it('lists the spec fields within the contract', async () => {
    Object.assign(navigator, {
      connection: { effectiveType: '4g', downlink: 10, rtt: 50, saveData: false },
      getBattery: async () => ({ charging: true, level: 0.5 }),
    });
    const info = await collectBrowserInfo();
    expect(browserInfoSchema.parse(info)).toEqual(info);
    expect(info).toMatchObject({
      connection: { effectiveType: '4g', downlink: 10, rtt: 50, saveData: false },
      battery: { charging: true, level: 0.5 },
    });
    expect(info.screenResolution).toMatch(/^\d+x\d+$/);
  });

  it('reports no battery when the browser refuses', async () => {
    Object.assign(navigator, { getBattery: () => Promise.reject(new Error('denied')) });
    expect((await collectBrowserInfo()).battery).toBeNull();
  });
});

describe('page context', () => {
  it('maps every query parameter, leaving out keys the contract refuses', () => {
    expect(queryParameters('?utm_source=x&ref=y&$where=1&a.b=2&__proto__=3&ref=z')).toEqual({
      utm_source: 'x',
      ref: 'y',
    });
    expect(Object.keys(queryParameters(`?${Array.from({ length: 30 }, (_, i) => `k${i}=v`).join('&')}`))).toHaveLength(
      20,
    );
  });

  it('reads navigation timing in whole milliseconds, null where unknown', () => {
    const perf = {
      getEntriesByType: vi.fn(() => [
        { type: 'reload', responseStart: 41.6, domContentLoadedEventEnd: 300.2, loadEventEnd: 0 },
      ]),
    } as unknown as Performance;
    expect(collectPerformance(perf)).toEqual({
      navigationType: 'reload',
      timeToFirstByte: 42,
      domContentLoaded: 300,
      loadEvent: null,
    });
    expect(collectPerformance({ getEntriesByType: () => [] } as unknown as Performance)).toBeNull();
  });
});
