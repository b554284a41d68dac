import { randomBytes } from 'node:crypto';
import { redirectLimits, type EditorRedirect, type Redirect, type RedirectInput } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { SlugRedirects } from '../editorial/redirects.ts';
import { movedPath } from '../editorial/redirects.ts';
import type { EditorialStore } from '../stores/editorial-port.ts';
import { ruleConflict } from './redirect-rules.ts';
import { SourceTaken, type RedirectStore, type StoredRedirect } from './redirects-port.ts';

export interface RedirectAdminDeps {
  redirects: RedirectStore;
  editorial: Pick<EditorialStore, 'all'>;
  slugRedirects: SlugRedirects;
  now: () => Date;
}

export const redirectView = (r: StoredRedirect): Redirect => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const conflict = (field: string, message: string) =>
  new HttpError(409, 'conflict', `The redirect's ${field} ${message}.`, {
    details: [{ path: `body.${field}`, message }],
  });

/**
 * The administrator's redirects: listed with the editor's former slugs beside them, added, replaced and removed,
 * each write refused whole (409 naming the field) when it would loop, chain or take another redirect's source.
 */
export function redirectAdmin(deps: RedirectAdminDeps) {
  /** Every article's former slugs that still lead somewhere, as the article pages answer them (301). */
  async function editorRedirects(): Promise<EditorRedirect[]> {
    const now = deps.now();
    const found: EditorRedirect[] = [];
    for (const article of await deps.editorial.all()) {
      for (const version of article.versions) {
        for (const former of version.formerSlugs) {
          const moved = await deps.slugRedirects(former, version.lang, now);
          if (!moved) continue;
          found.push({
            source: `/blog/${encodeURIComponent(former)}`,
            target: movedPath('/blog/', moved, undefined),
            articleId: article.id,
            lang: version.lang,
            origin: 'editor',
          });
        }
      }
    }
    return found.sort((a, b) => a.source.localeCompare(b.source));
  }

  async function check(input: RedirectInput, id?: string) {
    const others = (await deps.redirects.list()).filter((r) => r.id !== id);
    if (others.some((r) => r.source === input.source)) throw conflict('source', 'is already redirected');
    const editor = (await editorRedirects()).map((r) => r.source);
    const found = ruleConflict(input, others, editor);
    if (found) throw conflict(found.field, found.message);
  }

  const write = (input: RedirectInput, now: Date) => ({
    source: input.source,
    kind: input.kind,
    target: input.kind === 'gone' ? null : (input.target ?? null),
    allowExternal: input.allowExternal ?? false,
    note: input.note ?? '',
    updatedAt: now,
  });

  const sourceTaken = (error: unknown) => {
    if (error instanceof SourceTaken) throw conflict('source', 'is already redirected');
    throw error;
  };

  return {
    editorRedirects,
    async list() {
      const [redirects, editor] = await Promise.all([deps.redirects.list(), editorRedirects()]);
      return { redirects: redirects.map(redirectView), editor };
    },
    async create(input: RedirectInput) {
      if ((await deps.redirects.count()) >= redirectLimits.count) {
        throw conflict('source', `cannot be added: the site keeps at most ${redirectLimits.count} redirects`);
      }
      await check(input);
      const now = deps.now();
      const created = { id: randomBytes(9).toString('base64url'), hits: 0, createdAt: now, ...write(input, now) };
      await deps.redirects.create(created).catch(sourceTaken);
      return redirectView(created);
    },
    async update(id: string, input: RedirectInput) {
      if (!(await deps.redirects.get(id))) throw new HttpError(404, 'not_found', 'There is no such redirect.');
      await check(input, id);
      const updated = await deps.redirects.update(id, write(input, deps.now())).catch(sourceTaken);
      if (!updated) throw new HttpError(404, 'not_found', 'There is no such redirect.');
      return redirectView(updated);
    },
    async remove(id: string) {
      if (!(await deps.redirects.remove(id))) throw new HttpError(404, 'not_found', 'There is no such redirect.');
    },
  };
}
export type RedirectAdmin = ReturnType<typeof redirectAdmin>;
