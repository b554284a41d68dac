import type { Signer } from '@portfolio/kit';
import { mailLimits } from '@portfolio/contracts';

/** What a newsletter link is for. */
export type LinkPurpose = 'confirm' | 'unsubscribe';

export interface LinkClaim {
  purpose: LinkPurpose;
  subscriberId: string;
  /**
   * The subscriber's nonce when the link was made: a new signup draws a new one, so a confirmation link from before
   * an unsubscription cannot bring the address back (coming back takes a new double opt-in).
   */
  nonce: string;
}

const dayMs = 86_400_000;
const lifetimeDays: Record<LinkPurpose, number> = {
  confirm: mailLimits.confirmTokenDays,
  unsubscribe: mailLimits.unsubscribeTokenDays,
};

/**
 * The signed tokens of the confirmation and unsubscribe links: who, what for, until when, and the nonce, signed
 * with the service's link key. Nothing is stored per link; a forged, altered or expired token is refused.
 */
export function linkTokens(signer: Signer, now: () => Date) {
  return {
    make(claim: LinkClaim): string {
      const expires = Math.floor((now().getTime() + lifetimeDays[claim.purpose] * dayMs) / 1000);
      return signer.sign(JSON.stringify({ p: claim.purpose, s: claim.subscriberId, n: claim.nonce, e: expires }));
    },
    /** The claim of a token that is ours, for this purpose and still valid; else undefined. */
    read(token: string, purpose: LinkPurpose): LinkClaim | undefined {
      const payload = signer.verify(token);
      if (payload === undefined) return undefined;
      let claim: unknown;
      try {
        claim = JSON.parse(payload);
      } catch {
        return undefined;
      }
      if (typeof claim !== 'object' || claim === null) return undefined;
      const { p, s, n, e } = claim as Record<string, unknown>;
      if (p !== purpose || typeof s !== 'string' || typeof n !== 'string' || typeof e !== 'number') return undefined;
      if (e * 1000 <= now().getTime()) return undefined;
      return { purpose, subscriberId: s, nonce: n };
    },
  };
}
export type LinkTokens = ReturnType<typeof linkTokens>;

/** The addresses mails link to, on the public site's origin (SITE_ORIGIN), never a request's Host. */
export function siteLinks(siteOrigin: string) {
  const origin = siteOrigin.replace(/\/+$/, '');
  const withToken = (path: string, token: string) => `${origin}${path}?token=${encodeURIComponent(token)}`;
  return {
    origin,
    /** The SPA page that confirms a signup. */
    confirm: (token: string) => withToken('/newsletter/confirm', token),
    /** The SPA page that unsubscribes in one click (a button). */
    unsubscribePage: (token: string) => withToken('/newsletter/unsubscribe', token),
    /** RFC 8058's target: the List-Unsubscribe header's address, which the mailbox provider posts to. */
    oneClick: (token: string) => withToken('/api/mail/newsletter/one-click', token),
  };
}
export type SiteLinks = ReturnType<typeof siteLinks>;
