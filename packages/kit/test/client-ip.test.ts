import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayTokenHeader } from '@portfolio/contracts';
import { arrivedOverTls, clientIp, trustedProxies } from '../src/index.ts';
import { startKitApp, type KitApp } from './support/kit-app.ts';

/** The two things the helpers read from a request: the socket's peer and the headers. */
const from = (remoteAddress: string | undefined, headers: IncomingHttpHeaders = {}, encrypted = false) =>
  ({ socket: { remoteAddress, encrypted }, headers }) as unknown as IncomingMessage;

describe('trustedProxies', () => {
  it('trusts nothing when no proxy is configured', () => {
    const trust = trustedProxies([]);
    expect(trust.trusts('127.0.0.1')).toBe(false);
    expect(trust.trusts(undefined)).toBe(false);
  });

  it('matches exact addresses and CIDR ranges, IPv4 and IPv6', () => {
    const trust = trustedProxies(['192.0.2.10', '10.0.0.0/8', '2001:db8::/32', '::1']);
    expect(trust.trusts('192.0.2.10')).toBe(true);
    expect(trust.trusts('192.0.2.11')).toBe(false);
    expect(trust.trusts('10.255.3.4')).toBe(true);
    expect(trust.trusts('11.0.0.1')).toBe(false);
    expect(trust.trusts('2001:db8:1::7')).toBe(true);
    expect(trust.trusts('2001:db9::7')).toBe(false);
    expect(trust.trusts('::1')).toBe(true);
    expect(trust.trusts('not-an-address')).toBe(false);
    expect(trust.trusts('')).toBe(false);
  });

  it('matches IPv4-mapped IPv6 peers (a dual-stack listener) against IPv4 entries', () => {
    const trust = trustedProxies(['10.0.0.0/8', '172.18.0.2']);
    expect(trust.trusts('::ffff:10.1.2.3')).toBe(true);
    expect(trust.trusts('::ffff:172.18.0.2')).toBe(true);
    expect(trust.trusts('::ffff:172.18.0.3')).toBe(false);
  });

  it('refuses a malformed entry at start-up instead of trusting nothing or everything', () => {
    expect(() => trustedProxies(['proxy.internal'])).toThrow();
  });
});

describe('clientIp', () => {
  const trust = trustedProxies(['10.0.0.0/8']);

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientIp(from('203.0.113.9', { 'x-forwarded-for': '1.2.3.4' }), trust)).toBe('203.0.113.9');
    expect(clientIp(from('203.0.113.9', { 'x-forwarded-for': '10.0.0.1' }), trust)).toBe('203.0.113.9');
    expect(clientIp(from('127.0.0.1', { 'x-forwarded-for': '1.2.3.4' }), trustedProxies([]))).toBe('127.0.0.1');
  });

  it('takes the rightmost untrusted hop from a trusted peer, whatever the client prepended', () => {
    const forged = { 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 198.51.100.7, 10.0.0.3' };
    expect(clientIp(from('10.0.0.2', forged), trust)).toBe('198.51.100.7');
    expect(clientIp(from('10.0.0.2', { 'x-forwarded-for': '198.51.100.7' }), trust)).toBe('198.51.100.7');
  });

  it('reads repeated X-Forwarded-For headers as one list', () => {
    const headers = { 'x-forwarded-for': ['9.9.9.9', '198.51.100.7, 10.0.0.9'] } as unknown as IncomingHttpHeaders;
    expect(clientIp(from('10.0.0.2', headers), trust)).toBe('198.51.100.7');
  });

  it('stops at an entry that is not an address, as nginx does: what the client wrote left of it is not believed', () => {
    expect(clientIp(from('10.0.0.2', { 'x-forwarded-for': '198.51.100.7, unknown, ' }), trust)).toBe('10.0.0.2');
    expect(clientIp(from('10.0.0.2', { 'x-forwarded-for': '198.51.100.7, 10.0.0.5, unknown' }), trust)).toBe(
      '10.0.0.2',
    );
    expect(clientIp(from('10.0.0.2', { 'x-forwarded-for': '198.51.100.7, unknown, 10.0.0.5' }), trust)).toBe(
      '10.0.0.5',
    );
  });

  it('reads a hop a proxy wrote with its port', () => {
    expect(clientIp(from('10.0.0.2', { 'x-forwarded-for': '1.1.1.1, 198.51.100.7:4711' }), trust)).toBe('198.51.100.7');
    expect(clientIp(from('10.0.0.2', { 'x-forwarded-for': '1.1.1.1, [2001:db8::5]:4711' }), trust)).toBe('2001:db8::5');
    expect(clientIp(from('10.0.0.2', { 'x-forwarded-for': '1.1.1.1, [2001:db8::5]' }), trust)).toBe('2001:db8::5');
  });

  it('falls back to the peer when a trusted proxy sends no usable header', () => {
    expect(clientIp(from('10.0.0.2'), trust)).toBe('10.0.0.2');
    expect(clientIp(from('10.0.0.2', { 'x-forwarded-for': 'garbage' }), trust)).toBe('10.0.0.2');
  });

  it('answers the leftmost hop when every hop is a trusted proxy', () => {
    expect(clientIp(from('10.0.0.2', { 'x-forwarded-for': '10.0.0.7, 10.0.0.8' }), trust)).toBe('10.0.0.7');
  });

  it('unmaps IPv4-mapped IPv6 peers and hops', () => {
    expect(clientIp(from('::ffff:203.0.113.9', { 'x-forwarded-for': '1.2.3.4' }), trust)).toBe('203.0.113.9');
    expect(clientIp(from('::ffff:10.0.0.2', { 'x-forwarded-for': '::ffff:198.51.100.7' }), trust)).toBe('198.51.100.7');
  });

  it('keeps IPv6 clients as they are', () => {
    const v6 = trustedProxies(['fd00::/8']);
    expect(clientIp(from('fd00::2', { 'x-forwarded-for': '2001:db8::5' }), v6)).toBe('2001:db8::5');
    expect(clientIp(from('2001:db8::6', { 'x-forwarded-for': '2001:db8::5' }), v6)).toBe('2001:db8::6');
  });
});

describe('arrivedOverTls', () => {
  const trust = trustedProxies(['10.0.0.0/8']);

  it('is true on a TLS socket', () => {
    expect(arrivedOverTls(from('203.0.113.9', {}, true), trust)).toBe(true);
  });

  it('honours X-Forwarded-Proto only from a trusted peer', () => {
    expect(arrivedOverTls(from('10.0.0.2', { 'x-forwarded-proto': 'https' }), trust)).toBe(true);
    expect(arrivedOverTls(from('::ffff:10.0.0.2', { 'x-forwarded-proto': 'https' }), trust)).toBe(true);
    expect(arrivedOverTls(from('203.0.113.9', { 'x-forwarded-proto': 'https' }), trust)).toBe(false);
  });

  it('reads the first value a trusted proxy reports', () => {
    expect(arrivedOverTls(from('10.0.0.2', { 'x-forwarded-proto': 'http' }), trust)).toBe(false);
    expect(arrivedOverTls(from('10.0.0.2', { 'x-forwarded-proto': 'https, http' }), trust)).toBe(true);
    expect(arrivedOverTls(from('10.0.0.2', { 'x-forwarded-proto': 'http, https' }), trust)).toBe(false);
    expect(arrivedOverTls(from('10.0.0.2'), trust)).toBe(false);
  });
});

describe('behind the gateway', () => {
  const secret = 'gateway-secret-for-the-client-ip-test';
  const trust = trustedProxies([], secret);
  const viaGateway = (headers: IncomingHttpHeaders) => from('127.0.0.1', { [gatewayTokenHeader]: secret, ...headers });

  it("believes X-Forwarded-For and -Proto on a request carrying the gateway's secret, whatever the peer", () => {
    expect(clientIp(viaGateway({ 'x-forwarded-for': '198.51.100.7' }), trust)).toBe('198.51.100.7');
    expect(arrivedOverTls(viaGateway({ 'x-forwarded-proto': 'https' }), trust)).toBe(true);
  });

  it('believes neither from loopback without it, nor with a wrong one', () => {
    for (const token of [undefined, '', `${secret}x`]) {
      const headers = { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' };
      const req = from('127.0.0.1', token === undefined ? headers : { ...headers, [gatewayTokenHeader]: token });
      expect(clientIp(req, trust), String(token)).toBe('127.0.0.1');
      expect(arrivedOverTls(req, trust), String(token)).toBe(false);
    }
  });
});

describe('client address over real HTTP', () => {
  const start = (entries: string[]) => {
    const trust = trustedProxies(entries);
    return startKitApp(
      (router) => {
        router.get('/api/whoami', (ctx) => {
          ctx.body = { ip: clientIp(ctx.req, trust), tls: arrivedOverTls(ctx.req, trust) };
        });
      },
      { trust: entries },
    );
  };
  let direct: KitApp;
  let proxied: KitApp;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([start([]), start(['127.0.0.1'])]);
  });
  afterAll(() => Promise.all([direct.close(), proxied.close()]));

  const forged = { 'x-forwarded-for': '6.6.6.6, 198.51.100.7', 'x-forwarded-proto': 'https' };

  it('changes nothing when a direct client forges the forwarding headers', async () => {
    const plain = await (await fetch(`${direct.url}/api/whoami`)).json();
    const withForgery = await (await fetch(`${direct.url}/api/whoami`, { headers: forged })).json();
    expect(plain).toEqual({ ip: '127.0.0.1', tls: false });
    expect(withForgery).toEqual(plain);
  });

  it('believes the headers when the peer is the configured proxy', async () => {
    const res = await (await fetch(`${proxied.url}/api/whoami`, { headers: forged })).json();
    expect(res).toEqual({ ip: '198.51.100.7', tls: true });
  });
});
