/** A desktop Chrome as benchmarks and browser tests present it to the analytics service (not a bot). */
export const desktopUserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** That browser's spec §3 browser info, as the web app's analytics client sends it. */
export const desktopBrowserInfo = {
  browser: 'Chrome',
  platform: 'Linux x86_64',
  language: 'en-GB',
  screenResolution: '1920x1080',
  viewport: { width: 1280, height: 720 },
  outerSize: { width: 1280, height: 800 },
  colorDepth: 24,
  pixelDepth: 24,
};

/** A first page view from that browser, as `POST /api/analytics/pageview` takes it, for the session given. */
export const desktopPageview = (sessionId: string) =>
  JSON.stringify({
    path: '/games',
    referrer: 'https://www.google.com/',
    landingPage: '/',
    sessionId,
    browserInfo: desktopBrowserInfo,
    performance: null,
    utm: {},
  });
