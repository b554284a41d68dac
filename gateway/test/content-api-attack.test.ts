import { describe, expect, it } from 'vitest';
import { authRoleHeader } from '@portfolio/contracts';
import { rawExchange } from '@portfolio/testing';
import { itRefusesAdminAttacks } from '../../services/content/test/front-admin-attacks.ts';
import { itRefusesGamesAndAiAttacks } from '../../services/content/test/front-games-ai-attacks.ts';
import { itAnswersApiAttacks } from '../../services/content/test/front-api-attacks.ts';
import { firefox } from '../../services/content/test/fixtures/service.ts';
import { useContentGateway } from './support/content-site.ts';
import { admin } from './support/topology.ts';

/** The content API attacked by an outsider through nginx: path spellings, forged gateway-only headers, methods. */
const gateway = useContentGateway();

describe('the content API through nginx, attacked by an outsider', () => {
  itAnswersApiAttacks(() => gateway.topology.url);
  itRefusesAdminAttacks(() => gateway.topology.url, admin);
  itRefusesGamesAndAiAttacks(() => gateway.topology.url, admin);

  // Straight at the service's own port, from another loopback address than the tests' nginx client: without the
  // gateway's token the service believes neither X-Forwarded-For nor a role header, so the peer is the visitor.
  it('limits a rotated X-Forwarded-For flood sent straight at the content service, and counts it once', async () => {
    const { hostname, port } = new URL(gateway.topology.serviceUrl('content'));
    const beacon = JSON.stringify({ slug: 'grid-layouts', lang: 'en' });
    const views = async () =>
      ((await (await fetch(gateway.url('/api/content/articles/grid-layouts'))).json()) as { views: number }).views;
    const before = await views();
    expect(before).toBeGreaterThanOrEqual(0);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        rawExchange(
          { host: hostname, port: Number(port) },
          `POST /api/content/views HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: text/plain\r\n` +
            `User-Agent: ${firefox}\r\nX-Forwarded-For: 198.18.0.${i % 250}\r\n${authRoleHeader}: admin\r\n` +
            `Content-Length: ${beacon.length}\r\n\r\n${beacon}`,
          { localAddress: '127.0.0.3' },
        ),
      ),
    );
    const statuses = answers.map((res) => res.status ?? 0);
    expect(
      statuses.filter((status) => status !== 202 && status !== 429),
      statuses.join(),
    ).toEqual([]);
    const limited = answers.find((res) => res.status === 429);
    expect(limited, 'no 429 in a flood of 200').toBeDefined();
    expect((JSON.parse(limited!.body) as { code: string }).code).toBe('too_many_requests');
    expect(await views()).toBe(before + 1);
  });
});
