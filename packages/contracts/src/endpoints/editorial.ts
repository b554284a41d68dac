import {
  adminArticle,
  adminArticleList,
  adminArticleListQuery,
  adminTagList,
  articleIdParams,
  createArticleBody,
  editorialLimits,
  historyList,
  historyParams,
  historySnapshot,
  previewBody,
  previewResult,
  revisionBody,
  saveArticleBody,
  scheduleBody,
} from '../editorial.ts';
import { endpoint } from '../endpoint.ts';
import { languageCodes } from '../languages.ts';

const service = 'content';
const access = 'admin';
const articles = '/api/admin/content/articles';
/**
 * Bytes of the longest Markdown body: its length counts UTF-16 units, and a unit of Japanese, Chinese or Hindi text
 * is three bytes in UTF-8 (limits counted one byte a character refused a long Japanese article), with room for the
 * JSON around it.
 */
const markdownBytes = Math.ceil(editorialLimits.markdownLength * 3 * 1.1);
/** A save carries every language version whole: ten of the longest Markdown bodies. */
const saveLimit = markdownBytes * languageCodes.length;

/** The blog editor's API (#16): the administrator's articles, drafts, publication and history. */
export const editorialEndpoints = {
  adminArticles: endpoint({
    service,
    access,
    method: 'GET',
    path: articles,
    summary: 'Every article (or the trash) with its status, languages and views; search and filters.',
    query: adminArticleListQuery,
    response: adminArticleList,
  }),
  createArticle: endpoint({
    service,
    access,
    method: 'POST',
    path: articles,
    summary: 'A new draft article in one language.',
    body: createArticleBody,
    response: adminArticle,
    status: 201,
  }),
  adminArticle: endpoint({
    service,
    access,
    method: 'GET',
    path: `${articles}/:id`,
    summary: 'One article as the editor sees it: its draft in every language, and what is public of it.',
    params: articleIdParams,
    response: adminArticle,
  }),
  saveArticle: endpoint({
    service,
    access,
    method: 'PUT',
    path: `${articles}/:id`,
    summary: 'Saves the draft (autosave or explicit); a save based on an old revision is a 409 conflict.',
    params: articleIdParams,
    body: saveArticleBody,
    response: adminArticle,
    bodyLimit: saveLimit,
  }),
  trashArticle: endpoint({
    service,
    access,
    method: 'DELETE',
    path: `${articles}/:id`,
    summary: 'Moves the article to the trash; its public pages go with it.',
    params: articleIdParams,
    response: adminArticle,
  }),
  untrashArticle: endpoint({
    service,
    access,
    method: 'POST',
    path: `${articles}/:id/untrash`,
    summary: 'Brings an article back from the trash, as a draft.',
    params: articleIdParams,
    response: adminArticle,
  }),
  emptyTrash: endpoint({
    service,
    access,
    method: 'DELETE',
    path: '/api/admin/content/trash',
    summary: 'Deletes for good every article in the trash, with its history.',
    response: null,
  }),
  publishArticle: endpoint({
    service,
    access,
    method: 'POST',
    path: `${articles}/:id/publish`,
    summary: 'Publishes the draft now; an article that cannot be published is a 422 naming each field.',
    params: articleIdParams,
    body: revisionBody,
    response: adminArticle,
  }),
  scheduleArticle: endpoint({
    service,
    access,
    method: 'POST',
    path: `${articles}/:id/schedule`,
    summary: 'Publishes the draft as it is now at a future date and time.',
    params: articleIdParams,
    body: scheduleBody,
    response: adminArticle,
  }),
  unpublishArticle: endpoint({
    service,
    access,
    method: 'POST',
    path: `${articles}/:id/unpublish`,
    summary: 'Takes the article off the public pages (or cancels its schedule); the draft stays.',
    params: articleIdParams,
    body: revisionBody,
    response: adminArticle,
  }),
  articleHistory: endpoint({
    service,
    access,
    method: 'GET',
    path: `${articles}/:id/history`,
    summary: 'Every publication and autosave checkpoint of the article, newest first.',
    params: articleIdParams,
    response: historyList,
  }),
  articleHistoryEntry: endpoint({
    service,
    access,
    method: 'GET',
    path: `${articles}/:id/history/:seq`,
    summary: 'One history entry whole, for a diff or a restore.',
    params: historyParams,
    response: historySnapshot,
  }),
  restoreArticle: endpoint({
    service,
    access,
    method: 'POST',
    path: `${articles}/:id/history/:seq/restore`,
    summary: 'Makes an older entry the draft again (the current draft is kept in the history first).',
    params: historyParams,
    body: revisionBody,
    response: adminArticle,
  }),
  adminTags: endpoint({
    service,
    access,
    method: 'GET',
    path: '/api/admin/content/tags',
    summary: 'The known tags and every tag an article uses, drafts included.',
    response: adminTagList,
  }),
  previewMarkdown: endpoint({
    service,
    access,
    method: 'POST',
    path: '/api/admin/content/preview',
    summary: "Renders Markdown with the public pages' renderer.",
    body: previewBody,
    response: previewResult,
    bodyLimit: markdownBytes,
  }),
};
