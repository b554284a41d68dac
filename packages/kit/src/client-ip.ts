import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { gatewayTokenCheck } from './gateway-token.ts';

/**
 * Who may speak for the client. A front proxy, known by its address (exact or CIDR), is believed for
 * X-Forwarded-For and X-Forwarded-Proto only. The gateway is known by the secret it sends, never by its address
 * (any local process shares loopback with it): only then are the role and request id headers believed too.
 */
export interface TrustedProxies {
  trusts(address: string | undefined): boolean;
  fromGateway(req: IncomingMessage): boolean;
}

const unmap = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

export function trustedProxies(entries: readonly string[], gatewaySecret?: string): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return {
    fromGateway: gatewayTokenCheck(gatewaySecret),
    trusts(address) {
      if (!address || entries.length === 0) return false;
      const plain = unmap(address);
      const family = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
      return isIP(plain) !== 0 && list.check(plain, family);
    },
  };
}

/** Whether the direct peer may speak for the client: the gateway, or a front proxy by address. */
const speaksForClient = (req: IncomingMessage, trust: TrustedProxies) =>
  trust.fromGateway(req) || trust.trusts(req.socket.remoteAddress);

/** A hop of X-Forwarded-For as an address: some proxies add a port (`a.b.c.d:p`, `[v6]:p`); anything else is none. */
function hopAddress(hop: string): string | undefined {
  const bracketed = /^\[([^\]]{1,64})\](?::\d{1,5})?$/.exec(hop);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(hop);
  const address = unmap(bracketed?.[1] ?? withPort?.[1] ?? hop);
  return isIP(address) !== 0 ? address : undefined;
}

/**
 * The client's address. X-Forwarded-For is read only when the direct peer may speak for the client, and then from
 * the right, skipping further trusted hops: the first untrusted address is the one a proxy of ours actually saw.
 * A hop that is no address (`unknown`, garbage) ends the walk at the last trusted one, as nginx's
 * real_ip_recursive does: skipping it would believe whatever the client wrote further left.
 */
export function clientIp(req: IncomingMessage, trust: TrustedProxies): string {
  const peer = unmap(req.socket.remoteAddress ?? '');
  if (!speaksForClient(req, trust)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h !== '');
  let last = peer;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hopAddress(hops[i]!);
    if (hop === undefined) return last;
    if (!trust.trusts(hop)) return hop;
    last = hop;
  }
  return last;
}

/** Whether the request reached us over TLS, directly or as reported by the gateway or a trusted front proxy. */
export function arrivedOverTls(req: IncomingMessage, trust: TrustedProxies): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!speaksForClient(req, trust)) return false;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim() === 'https';
}
