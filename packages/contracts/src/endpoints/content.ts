import { accepted } from '../analytics.ts';
import {
  articleDetail,
  articleList,
  articleListQuery,
  articleParams,
  articleQuery,
  articleView,
  tagList,
  tagListQuery,
} from '../content.ts';
import { endpoint } from '../endpoint.ts';

const service = 'content';

export const contentEndpoints = {
  articles: endpoint({
    service,
    method: 'GET',
    path: '/api/content/articles',
    access: 'public',
    summary: 'Published articles, newest first or ranked by a full-text search, filtered by tag and language.',
    query: articleListQuery,
    response: articleList,
  }),
  article: endpoint({
    service,
    method: 'GET',
    path: '/api/content/articles/:slug',
    access: 'public',
    summary: 'One published article version with its rendered body, table of contents, languages and neighbours.',
    params: articleParams,
    query: articleQuery,
    response: articleDetail,
  }),
  tags: endpoint({
    service,
    method: 'GET',
    path: '/api/content/tags',
    access: 'public',
    summary: 'The tags public articles use, with their article counts.',
    query: tagListQuery,
    response: tagList,
  }),
  articleView: endpoint({
    service,
    method: 'POST',
    path: '/api/content/views',
    access: 'public',
    summary: "Counts a reader's visit to an article once per visit; bots are answered and dropped.",
    body: articleView,
    response: accepted,
    status: 202,
    contentTypes: ['application/json', 'text/plain'],
    bodyLimit: 1024,
    rateLimit: 'ingest',
    sameSiteOnly: false,
  }),
};
