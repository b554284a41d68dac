import { UAParser } from 'ua-parser-js';
import { isBotUserAgent } from '@portfolio/kit';

/** The browser, OS and device class: all that is kept of a User-Agent; and whether it is a robot. */
export interface ClientKind {
  browser: string;
  os: string;
  device: string;
  bot: boolean;
}

const deviceNames: Record<string, string> = {
  mobile: 'Mobile',
  tablet: 'Tablet',
  smarttv: 'TV',
  console: 'Console',
  wearable: 'Wearable',
  embedded: 'Embedded',
  xr: 'XR',
};

const maxCached = 2000;
const parsed = new Map<string, ClientKind>();

const label = (name: string | undefined) => (name ? name.slice(0, 64) : undefined);

/**
 * Parses a User-Agent with ua-parser-js (the parser caps its input length itself) and asks kit's isBotUserAgent
 * (isbot's list, shared with the content service's views) whether it is a crawler, monitor or headless browser. A
 * handful of User-Agents make up most traffic and both are costly regular-expression work, so answers are cached,
 * boundedly. The parser reports no device type for desktops.
 */
export function clientKind(userAgent: string): ClientKind {
  let kind = parsed.get(userAgent);
  if (!kind) {
    const { browser, os, device } = new UAParser(userAgent).getResult();
    kind = {
      browser: label(browser.name) ?? 'Unknown',
      os: label(os.name) ?? 'Unknown',
      device: device.type ? (deviceNames[device.type] ?? 'Other') : 'Desktop',
      bot: isBotUserAgent(userAgent),
    };
    if (parsed.size >= maxCached) parsed.clear();
    parsed.set(userAgent, kind);
  }
  return kind;
}
