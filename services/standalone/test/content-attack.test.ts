import { describe, expect, it } from 'vitest';
import { itAnswersFrontAttacks } from '../../content/test/front-attacks.ts';
import { itServesMediaThrough } from '../../content/test/front-media.ts';
import { useDocumentsStandalone } from './documents-standalone.ts';

/**
 * The content service's documents and API attacked through the single-machine dispatcher (issue 15's review): the
 * same spellings and headers as through nginx (gateway/test/content-attack.test.ts), with the same outcomes.
 */
const admin = { email: 'attack@example.com', password: 'a-content-attack-password' };
const url = useDocumentsStandalone({ admin });

describe('the content service through the dispatcher, attacked', () => {
  const raw = itAnswersFrontAttacks(url);
  itServesMediaThrough(url, admin);

  it('serves the plain SPA to a page path with an empty segment, as nginx does', async () => {
    for (const target of ['/blog//grid-layouts', '//blog', '//?lang=fr']) {
      const res = await raw('GET', target);
      expect(res.status, target).toBe(200);
      expect(res.body, target).toContain('<div id="root">');
      expect(res.body, target).not.toContain('id="prerendered"');
    }
  });
});
