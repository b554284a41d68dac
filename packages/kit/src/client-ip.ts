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

/**
 * The client's address. X-Forwarded-For is read only when the direct peer may speak for the client, and then from
 * the right, skipping further trusted hops: the first untrusted address is the one a proxy of ours actually saw.
 */
export function clientIp(req: IncomingMessage, trust: TrustedProxies): string {
  const peer = unmap(req.socket.remoteAddress ?? '');
  if (!speaksForClient(req, trust)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((h) => unmap(h.trim()))
    .filter((h) => isIP(h) !== 0);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!trust.trusts(hop)) return hop;
  }
  return hops[0] ?? peer;
}

/** Whether the request reached us over TLS, directly or as reported by the gateway or a trusted front proxy. */
export function arrivedOverTls(req: IncomingMessage, trust: TrustedProxies): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  if (!speaksForClient(req, trust)) return false;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim() === 'https';
}
