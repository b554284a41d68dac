import { networkInterfaces } from 'node:os';

/** This machine's own non-loopback IPv4 address, if it has one: to call a local server from somewhere other than loopback. */
export const outwardIpv4 = (): string | undefined =>
  Object.values(networkInterfaces())
    .flat()
    .find((a) => a && !a.internal && a.family === 'IPv4')?.address;
