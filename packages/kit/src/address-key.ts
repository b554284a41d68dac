import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { clientIp, type TrustedProxies } from './client-ip.ts';

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part counts as the last two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const zeros = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/**
 * The key a per-address limit counts under. One IPv6 subscriber is handed a whole /64 (and picks a new address in
 * it at will), so IPv6 counts by its /64; IPv4, and IPv4 carried as `::ffff:a.b.c.d`, counts by the address.
 * Anything that is not an address (an empty peer) is its own key.
 */
export function addressKey(address: string): string {
  const plain = address.split('%', 1)[0]!;
  if (isIP(plain) !== 6) return address;
  const groups = ipv6Groups(plain.toLowerCase());
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The per-address limit key of the client behind a request (see clientIp and addressKey). */
export const clientAddressKey = (req: IncomingMessage, trust: TrustedProxies) => addressKey(clientIp(req, trust));
