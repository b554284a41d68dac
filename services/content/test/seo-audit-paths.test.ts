import { describe, expect, it } from 'vitest';
import { matchSiteDocument } from '@portfolio/contracts';
import { paths } from '../../../web/src/config/paths.ts';
import { spaOnlyPages } from '../src/seo-audit/site-paths.ts';

describe("the not-found classifier's pages", () => {
  it("knows every public page of the web app's paths table: a site document's, or one the SPA alone shows", () => {
    const publicPages = Object.values(paths)
      .flatMap((path) => (typeof path === 'string' ? [path] : []))
      .filter((path) => !path.startsWith(paths.admin));
    const unknown = publicPages.filter(
      (path) =>
        matchSiteDocument(path)?.document.kind !== 'page' && !(spaOnlyPages as readonly string[]).includes(path),
    );
    expect(unknown).toEqual([]);
    // And no page is named there that the web app no longer has.
    expect(spaOnlyPages.filter((path) => !publicPages.includes(path))).toEqual([]);
  });
});
