import { isIP } from 'node:net';

/** Hosts that are this machine: plain http to them never crosses a network. */
const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

const isLoopback = (hostname: string) =>
  loopbackNames.has(hostname) ||
  hostname.endsWith('.localhost') ||
  (isIP(hostname) === 4 && hostname.startsWith('127.'));

/**
 * What is wrong with a provider's base address, as the contract says: http(s), no credentials in it (the key has its
 * own field, kept sealed), no query or fragment (the adapters append paths), and plain http only to this machine or
 * when the administrator allows it for a server on the local network. Undefined when it is fine.
 */
export function baseAddressProblem(baseUrl: string, allowInsecure: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return 'must be an address such as https://api.openai.com/v1';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must start with https:// or http://';
  if (url.username !== '' || url.password !== '') return 'must not hold a user name or password: the key has its field';
  if (url.search !== '' || url.hash !== '') return 'must not have a query or fragment';
  if (url.protocol === 'http:' && !isLoopback(url.hostname) && !allowInsecure) {
    return 'plain http is allowed only to this machine, or to the local network when allowed';
  }
  return undefined;
}

/** The address as kept: parsed and written back, without a trailing slash, so that paths join one way. */
export function normalisedBaseAddress(baseUrl: string): string {
  let href = new URL(baseUrl).href;
  while (href.endsWith('/')) href = href.slice(0, -1);
  return href;
}
