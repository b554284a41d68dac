import type { ContentStore } from '../stores/ports.ts';

/**
 * The store whose revision also names other stores' revisions (the SEO settings, the site's texts): what the
 * public answers' validators and the crawler pages' render cache key on (freshness.ts) then changes with a save
 * of any of them, in this process and in every other one reading the same database.
 */
export function withRevisions(
  store: ContentStore,
  others: readonly (() => Promise<string | number>)[],
): Pick<ContentStore, 'revision'> {
  return {
    async revision() {
      const revisions = await Promise.all([store.revision(), ...others.map((revision) => revision())]);
      return revisions.join('.');
    },
  };
}
