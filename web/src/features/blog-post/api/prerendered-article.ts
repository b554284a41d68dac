import type { ArticleDetail, LanguageCode } from '@portfolio/contracts';

const elementId = 'prerendered-data';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The article the content service rendered this page's HTML from (`<script type="application/json"
 * id="prerendered-data">` with the endpoint's name, the request and the answer), when it is the one asked for: same
 * slug, and the same language when the address names one. Read once: the element is removed, and every later
 * request goes to the API. Anything unreadable is ignored, and the page asks the API.
 */
export function prerenderedArticle(slug: string, lang?: LanguageCode): ArticleDetail | undefined {
  const element = document.getElementById(elementId);
  if (!element?.textContent) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
  if (!isRecord(data) || data.endpoint !== 'article' || !isRecord(data.answer)) return undefined;
  const answer = data.answer;
  if (answer.slug !== slug || (lang && answer.lang !== lang) || typeof answer.html !== 'string') return undefined;
  element.remove();
  return answer as unknown as ArticleDetail;
}
