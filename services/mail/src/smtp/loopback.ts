import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
// An IPv4 loopback address written as IPv6 (::ffff:127.0.0.1).
loopback.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/**
 * This machine itself: `localhost`, 127.0.0.0/8 or ::1 (brackets allowed). Only towards it may mail go out without
 * TLS (a local relay): anywhere else the password and the mails would cross the network in the clear.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === 'localhost.') return true;
  const family = isIP(name);
  if (family === 0) return false;
  return loopback.check(name, family === 4 ? 'ipv4' : 'ipv6');
}
