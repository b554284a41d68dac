import { describe, expect, it } from 'vitest';
import { itAnswersFrontAttacks } from '../../services/content/test/front-attacks.ts';
import { itServesMediaThrough } from '../../services/content/test/front-media.ts';
import { plainSpa, useContentGateway } from './support/content-site.ts';
import { admin } from './support/topology.ts';

/**
 * The content service's documents and API attacked through nginx (issue 15's review): spellings of their paths
 * that nginx normalises before it picks a location but forwards raw, percent-encoded non-Latin slugs, and forged
 * headers. The answers match the single-machine dispatcher's: the page, the plain SPA, or the contract's error.
 */
const gateway = useContentGateway();

describe('the content service through nginx, attacked', () => {
  const raw = itAnswersFrontAttacks(() => gateway.topology.url);
  itServesMediaThrough(() => gateway.topology.url, admin);

  // nginx picks the page's location on the merged, resolved path but forwards the raw one, which the service does
  // not match: the plain SPA, as for every path that is no site document (the dispatcher refuses dot segments).
  it('serves the plain SPA, not the service’s JSON 404, to a page path nginx merged or resolved', async () => {
    for (const target of ['/blog//grid-layouts', '//blog', '/./blog', '/blog/covers/../grid-layouts', '//?lang=fr']) {
      const res = await raw('GET', target);
      expect(res.status, target).toBe(200);
      expect(res.body, target).toBe(plainSpa);
    }
  });
});
