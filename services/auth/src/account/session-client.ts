import geoip from 'geoip-country';
import { UAParser } from 'ua-parser-js';

/**
 * What the account screen shows of a session's browser and place, noted once at sign-in: "Firefox on Linux" from
 * the User-Agent (ua-parser-js, as the analytics), the country from the GeoLite2 data the analytics ship
 * (geoip-country, in memory, no network call). Unknown browsers and private addresses give "Unknown".
 */
export function browserOf(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown';
  const { browser, os } = new UAParser(userAgent.slice(0, 512)).getResult();
  if (!browser.name) return 'Unknown';
  return (os.name ? `${browser.name} on ${os.name}` : browser.name).slice(0, 80);
}

export function countryOf(address: string): string {
  const code = geoip.lookup(address)?.country;
  return code && /^[A-Z]{2}$/.test(code) ? code : 'Unknown';
}
