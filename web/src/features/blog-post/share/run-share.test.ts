import { describe, expect, it } from 'vitest';
import { copyLink, shareInWindow, shareWithDevice, type ShareBrowser } from './run-share';
import { webTargets } from './share-targets';

const article = { url: 'https://example.test/blog/hello', title: 'Hello' };
const twitter = webTargets.find((t) => t.id === 'twitter') as Parameters<typeof shareInWindow>[0];

/**
 * A browser whose new windows are an empty document and an opener, recording what was asked of it. (happy-dom's
 * own windows have a read-only `opener`, where browsers let a page set it.)
 */
function browser(parts: Partial<ShareBrowser> = {}) {
  const opened: { url: string; features: string; window: Window }[] = [];
  const fake: ShareBrowser = {
    open: (url, _target, features) => {
      const popup = { opener: window, document: document.implementation.createHTMLDocument() } as unknown as Window;
      opened.push({ url, features, window: popup });
      return popup;
    },
    screen: { width: 1600, height: 1000 },
    ...parts,
  };
  return { fake, opened };
}

describe('sharing', () => {
  it('opens a share site in a centred window cut off from the page, through a no-referrer link', () => {
    const { fake, opened } = browser();
    expect(shareInWindow(twitter, article, fake)).toBe('done');
    expect(opened).toHaveLength(1);
    expect(opened[0]!.url).toBe('about:blank');
    expect(opened[0]!.features).toBe('popup,width=600,height=540,left=500,top=230');
    const popup = opened[0]!.window;
    expect(popup.opener).toBeNull();
    const link = popup.document.querySelector('a')!;
    expect(link.href).toBe(twitter.address(article));
    expect(link.rel).toBe('noopener noreferrer');
    expect(link.referrerPolicy).toBe('no-referrer');
  });

  it('says "Share failed" when the window could not open, and "unavailable" without an address', () => {
    expect(shareInWindow(twitter, article, browser({ open: () => null }).fake)).toBe('failed');
    const { fake, opened } = browser();
    expect(shareInWindow(twitter, null, fake)).toBe('unavailable');
    expect(opened).toEqual([]);
  });

  it('copies the address, and says "Copy failed" when the clipboard refuses or is missing', async () => {
    const written: string[] = [];
    const clipboard = { writeText: async (text: string) => void written.push(text) };
    expect(await copyLink(article, browser({ clipboard }).fake)).toBe('copied');
    expect(written).toEqual([article.url]);
    const refusing = { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) };
    expect(await copyLink(article, browser({ clipboard: refusing }).fake)).toBe('copyFailed');
    expect(await copyLink(article, browser({ clipboard: undefined }).fake)).toBe('copyFailed');
    expect(await copyLink(null, browser({ clipboard }).fake)).toBe('unavailable');
  });

  it('hands the title and address to the device’s share sheet; closing it is no failure', async () => {
    const shared: ShareData[] = [];
    const share = async (data: ShareData) => void shared.push(data);
    expect(await shareWithDevice(article, browser({ share }).fake)).toBe('done');
    expect(shared).toEqual([{ title: 'Hello', url: article.url }]);
    const closed = () => Promise.reject(new DOMException('closed', 'AbortError'));
    expect(await shareWithDevice(article, browser({ share: closed }).fake)).toBe('cancelled');
    const refused = () => Promise.reject(new DOMException('no', 'NotAllowedError'));
    expect(await shareWithDevice(article, browser({ share: refused }).fake)).toBe('failed');
    expect(await shareWithDevice(null, browser({ share }).fake)).toBe('unavailable');
  });
});
