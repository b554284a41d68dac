import { languageCodes, type LanguageCode } from '@portfolio/contracts';
import type { IssueArticleRecord, IssueRecord } from '../stores/newsletter-port.ts';
import { compileMail, slot, type CompiledMail, type MailContent } from '../templates/render-mail.ts';
import { newsletterTexts } from './newsletter-texts.ts';

/**
 * What a subscriber of one language reads, from the versions published since the last issue: every article once,
 * in the subscriber's language when it has a version in it, else in English, else in the first of its languages in
 * the site's order (en fr es de it pt ja zh ar ru). An article in another language than the reader's is marked with
 * that language's code after its title, so that nobody opens it expecting their own. So every subscriber hears of
 * every article, and an issue is empty in every language at once or in none.
 */
export function articlesFor(language: LanguageCode, versions: readonly IssueArticleRecord[]) {
  const byArticle = new Map<string, IssueArticleRecord[]>();
  for (const version of versions) {
    const list = byArticle.get(version.articleId) ?? [];
    list.push(version);
    byArticle.set(version.articleId, list);
  }
  const rank = (lang: LanguageCode) => (lang === language ? -2 : lang === 'en' ? -1 : languageCodes.indexOf(lang));
  const chosen = [...byArticle.values()].map(
    (list) => list.toSorted((a, b) => rank(a.language) - rank(b.language))[0]!,
  );
  return chosen.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.articleId.localeCompare(b.articleId));
}

/** The per-recipient parts of an issue's mail: the greeting (their first name) and their unsubscribe link. */
export interface RecipientValues {
  greeting: string;
  unsubscribe: string;
}

/** The host of the site's origin, which names the list and the Message-IDs. */
export const siteHost = (origin: string) => new URL(origin).host;

/** The issue's mail in one language, its per-recipient values left as slots (rendered once for every recipient). */
export function issueContent(issue: IssueRecord, language: LanguageCode, siteOrigin: string): MailContent {
  const texts = newsletterTexts[language];
  const articles = articlesFor(language, issue.articles);
  const intro = issue.intro[language]?.trim();
  return {
    language,
    preheader: texts.articleCount(articles.length),
    heading: texts.heading,
    paragraphs: [slot('greeting'), ...(intro ? [intro] : [])],
    items: articles.map((article) => ({
      title: article.language === language ? article.title : `${article.title} (${article.language.toUpperCase()})`,
      url: article.url,
      ...(article.excerpt ? { text: article.excerpt } : {}),
    })),
    footerLines: [texts.why(siteHost(siteOrigin))],
    unsubscribeUrl: slot('unsubscribe'),
  };
}

export interface IssueMail {
  subject: string;
  compiled: CompiledMail;
}

/** The issue's subject and compiled mail in one language (the layout caches the compilation by content). */
export async function issueMail(issue: IssueRecord, language: LanguageCode, siteOrigin: string): Promise<IssueMail> {
  return {
    subject: newsletterTexts[language].subject(issue.number),
    compiled: await compileMail(issueContent(issue, language, siteOrigin)),
  };
}

export const recipientValues = (language: LanguageCode, firstName: string, unsubscribe: string): RecipientValues => ({
  greeting: newsletterTexts[language].greeting(firstName),
  unsubscribe,
});
