import type { LinkTokens, SiteLinks } from './links.ts';
import type { NewsletterRecipient } from './directory.ts';

export interface UnsubscribeLinks {
  /** The unsubscribe page (a button that unsubscribes), for the mail's footer link. */
  pageUrl: string;
  /** RFC 8058's target, which the mailbox provider posts `List-Unsubscribe=One-Click` to. */
  oneClickUrl: string;
  /** The headers every newsletter mail carries (RFC 2369 and RFC 8058), ready for OutgoingMail.headers. */
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * A recipient's unsubscribe links: one signed token (a year long, so old issues' links keep working) behind both
 * the page and the one-click address. Unsubscribing does not check the token's nonce: any link of any mail the
 * person received stops the mail.
 */
export function unsubscribeLinks(
  { tokens, links }: { tokens: LinkTokens; links: SiteLinks },
  recipient: Pick<NewsletterRecipient, 'id' | 'nonce'>,
): UnsubscribeLinks {
  const token = tokens.make({ purpose: 'unsubscribe', subscriberId: recipient.id, nonce: recipient.nonce });
  const oneClickUrl = links.oneClick(token);
  return {
    pageUrl: links.unsubscribePage(token),
    oneClickUrl,
    headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
