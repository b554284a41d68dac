import { editorialEndpoints } from '@portfolio/contracts';
import { route, type RouteDefinition } from '@portfolio/kit';
import { contentStoreCalls, type ContentSettings } from '../deps.ts';
import type { Logger } from '@portfolio/kit';
import type { Editor } from './editor.ts';

const e = editorialEndpoints;

/** The blog editor's API: thin routes over the editor (editor.ts); a store down or hung is a 503. */
export function editorialRoutes(
  editor: Editor,
  deps: { logger: Logger; settings: Pick<ContentSettings, 'storeTimeoutMs'> },
): RouteDefinition[] {
  const store = contentStoreCalls(deps);
  return [
    route(e.adminArticles, (_ctx, { query }) => store(() => editor.list(query))),
    route(e.createArticle, (_ctx, { body }) => store(() => editor.create(body))),
    route(e.adminArticle, (_ctx, { params }) => store(() => editor.get(params.id))),
    route(e.saveArticle, (_ctx, { params, body }) => store(() => editor.save(params.id, body))),
    route(e.trashArticle, (_ctx, { params }) => store(() => editor.trash(params.id))),
    route(e.untrashArticle, (_ctx, { params }) => store(() => editor.untrash(params.id))),
    route(e.emptyTrash, async () => {
      await store(() => editor.emptyTrash());
    }),
    route(e.publishArticle, (_ctx, { params, body }) => store(() => editor.publish(params.id, body.baseRevision))),
    route(e.scheduleArticle, (_ctx, { params, body }) => store(() => editor.schedule(params.id, body))),
    route(e.unpublishArticle, (_ctx, { params, body }) => store(() => editor.unpublish(params.id, body.baseRevision))),
    route(e.articleHistory, (_ctx, { params }) => store(() => editor.history(params.id))),
    route(e.articleHistoryEntry, (_ctx, { params }) => store(() => editor.historyEntry(params.id, params.seq))),
    route(e.restoreArticle, (_ctx, { params, body }) =>
      store(() => editor.restore(params.id, params.seq, body.baseRevision)),
    ),
    route(e.adminTags, () => store(() => editor.tags())),
    route(e.previewMarkdown, (_ctx, { body }) => store(() => editor.preview(body))),
  ];
}
