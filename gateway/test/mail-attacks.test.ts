import { describe, expect, it } from 'vitest';
import { authRoleHeader, gatewayTokenHeader, mailAdminEndpoints } from '@portfolio/contracts';
import { rawExchange } from '@portfolio/testing';
import { itAnswersMailAttacks } from '../../services/mail/test/attack-fronts.ts';
import { useContentGateway } from './support/content-site.ts';
import { admin } from './support/topology.ts';

/** The mail service attacked by an outsider through nginx, as through the single-machine dispatcher. */
const gateway = useContentGateway();

describe('the mail service through nginx, attacked by an outsider', () => {
  itAnswersMailAttacks(() => gateway.topology.url, admin);

  // Straight at the service's own port, from another loopback address than nginx's: a role header without the
  // gateway's token, or with a guessed one, is a visitor's.
  it('answers its administrator’s endpoints 401 straight at its port, whatever role and token are forged', async () => {
    const { hostname, port } = new URL(gateway.topology.serviceUrl('mail'));
    for (const token of [[], [`${gatewayTokenHeader}: guessed`], [`${gatewayTokenHeader}: `]]) {
      for (const endpoint of [mailAdminEndpoints.smtpSettings, mailAdminEndpoints.exportSubscribers]) {
        const res = await rawExchange(
          { host: hostname, port: Number(port) },
          `GET ${endpoint.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${authRoleHeader}: admin\r\n` +
            `X-Forwarded-For: 127.0.0.1\r\n${token.map((h) => `${h}\r\n`).join('')}\r\n`,
          { localAddress: '127.0.0.3' },
        );
        expect(res.status, `${endpoint.path} ${token.join()}: ${res.body.slice(0, 120)}`).toBe(401);
      }
    }
  });
});
