import { mailPublicEndpoints as p } from '@portfolio/contracts';
import { clientAddressKey, HttpError, rateLimiter, route, type RouteDefinition } from '@portfolio/kit';
import type { SendingDeps } from '../deps.ts';
import type { SubscribersStore } from '../stores/subscribers-port.ts';
import type { LinkClaim, LinkPurpose } from './links.ts';
import { newNonce } from './records.ts';
import { mailboxGuard } from './mailbox-guard.ts';
import { signUp } from './signup.ts';

const hourMs = 60 * 60_000;

/** A link that is not ours, altered, expired, or from before the address's last change: one answer for all. */
const invalidLink = () =>
  new HttpError(400, 'invalid_token', 'This link is not valid any more: it may have expired or been replaced.');

/** RFC 8058: the mailbox provider's POST says `List-Unsubscribe=One-Click`, form-encoded or multipart. */
async function isOneClickBody(contentType: string, body: Uint8Array): Promise<boolean> {
  try {
    const form = await new Response(body as BodyInit, { headers: { 'content-type': contentType } }).formData();
    return form.getAll('List-Unsubscribe').includes('One-Click');
  } catch {
    return false;
  }
}

/** The page a signup came from, kept for the administrator: one line, no control characters. */
const sourceOf = (source: string) => source.replace(/\p{Cc}|\p{Zl}|\p{Zp}/gu, '').trim();

/** The visitor's side: signup (double opt-in), confirmation, the unsubscribe page and RFC 8058's one click. */
export function publicRoutes(deps: SendingDeps, store: SubscribersStore): RouteDefinition[] {
  const signups = rateLimiter({ limit: deps.config.MAIL_SUBSCRIBE_RATE_LIMIT, windowMs: hourMs });
  // Whoever asks, from wherever: one spelling per mailbox and interval goes on to a confirmation mail.
  const mailboxFree = mailboxGuard(deps.now);
  const claimOf = (token: string, purpose: LinkPurpose): LinkClaim => {
    const claim = deps.tokens.read(token, purpose);
    if (!claim) throw invalidLink();
    return claim;
  };

  /** Unsubscribes whoever the token names; an erased or already suppressed subscriber is simply done. */
  async function unsubscribe(token: string) {
    const claim = claimOf(token, 'unsubscribe');
    const now = deps.now();
    await store.update(
      claim.subscriberId,
      // Only the mailbox's owner holds the token: coming back right away gets its confirmation mail at once.
      { status: 'unsubscribed', unsubscribedAt: now, updatedAt: now, nonce: newNonce(), confirmationRequestedAt: null },
      { statusIn: ['pending', 'confirmed'] },
    );
    return { status: 'unsubscribed' as const };
  }

  return [
    route(p.subscribe, async (ctx, { body }) => {
      const { allowed, retryAfterS } = signups.take(clientAddressKey(ctx.req, deps.trust), deps.now().getTime());
      if (!allowed) {
        throw new HttpError(429, 'too_many_requests', 'Too many signups from here; try again later.', {
          headers: { 'Retry-After': String(retryAfterS) },
        });
      }
      // The honeypot: a person never sees the field, a bot fills it. It gets the same answer, and nothing is kept.
      if (body.website) return { status: 'check_inbox' } as const;
      await signUp(
        deps,
        store,
        { email: body.email, firstName: body.firstName ?? '', language: body.language, source: sourceOf(body.source) },
        // A new spelling of a mailbox that was just sent a confirmation: its owner has that mail already.
        mailboxFree,
      );
      return { status: 'check_inbox' } as const;
    }),
    route(p.confirmSubscription, async (_ctx, { body }) => {
      const claim = claimOf(body.token, 'confirm');
      const now = deps.now();
      const confirmed = await store.update(
        claim.subscriberId,
        { status: 'confirmed', confirmedAt: now, updatedAt: now, unsubscribedAt: null },
        { nonce: claim.nonce, statusIn: ['pending', 'unsubscribed', 'bounced'] },
      );
      if (confirmed) return { status: 'confirmed' } as const;
      // Confirming twice is harmless: the same link again finds the address confirmed with its nonce.
      const record = await store.get(claim.subscriberId);
      if (record?.status === 'confirmed' && record.nonce === claim.nonce) return { status: 'confirmed' } as const;
      throw invalidLink();
    }),
    route(p.unsubscribe, async (_ctx, { body }) => unsubscribe(body.token)),
    route(p.oneClickUnsubscribe, async (ctx, { query, body }) => {
      if (!(await isOneClickBody(ctx.get('content-type'), body))) {
        throw new HttpError(400, 'bad_request', 'A one-click unsubscribe posts List-Unsubscribe=One-Click.');
      }
      return unsubscribe(query.token);
    }),
  ];
}
