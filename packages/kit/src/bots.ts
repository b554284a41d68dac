import { isbot } from 'isbot';

const maxCached = 2000;
const answers = new Map<string, boolean>();

/**
 * Whether a User-Agent is a crawler, monitor, preview fetcher or headless browser (isbot's list), or missing:
 * browsers always send one, so a request without it is a script. A handful of User-Agents make up most traffic
 * and the list is a long pattern, so answers are cached, boundedly. Shared by every service that counts visitors
 * (analytics' page views, content's article views), so that they drop the same robots.
 */
export function isBotUserAgent(userAgent: string): boolean {
  let bot = answers.get(userAgent);
  if (bot === undefined) {
    bot = !userAgent || isbot(userAgent);
    if (answers.size >= maxCached) answers.clear();
    answers.set(userAgent, bot);
  }
  return bot;
}
