import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { deviceCookieBase } from '@portfolio/contracts';
import { cookieName } from './cookie-name.ts';

/** A known device is remembered this long after its last successful sign-in. */
const deviceCookieLifetimeMs = 180 * 86_400_000;

/** The cookie's name for the way it is sent: `__Host-portfolio_device` over TLS (see cookieName). */
const deviceCookieName = (secure: boolean) => cookieName(deviceCookieBase, secure);

/** A cookie value is `<device id>.<expiry, epoch seconds>.<HMAC-SHA256>`: ids are 128 random bits. */
const cookieValue = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface DeviceCookies {
  /** The device id of a valid, unexpired cookie issued to `email` (any case), else undefined. */
  read(ctx: Context, email: string): string | undefined;
  /** Sets the cookie after a successful sign-in, keeping the device's id when it already had one; answers the id. */
  issue(ctx: Context, email: string, device: string | undefined): string;
}

/**
 * OWASP's device cookie: issued at a successful sign-in and bound to the account, it lets the administrator's own
 * browser through a lockout aimed at the account (see loginThrottle). It is HMAC-signed with the session keys
 * (the first signs, every one verifies, so a rotation keeps known devices) under its own label, so no other
 * signature of ours can pass for it. It grants nothing by itself: the password is still checked.
 */
export function deviceCookies(keys: readonly string[]): DeviceCookies {
  const mac = (key: string, email: string, device: string, expires: string) =>
    createHmac('sha256', key)
      .update(`portfolio-device\n${email.toLowerCase()}\n${device}\n${expires}`)
      .digest('base64url');
  const named = (ctx: Context) => deviceCookieName(Boolean(ctx.cookies.secure));

  return {
    read(ctx, email) {
      const match = cookieValue.exec(ctx.cookies.get(named(ctx)) ?? '');
      if (!match) return undefined;
      const [, device, expires, signature] = match as unknown as [string, string, string, string];
      if (Number(expires) * 1000 <= Date.now()) return undefined;
      const given = Buffer.from(signature);
      const valid = keys.some((key) => timingSafeEqual(Buffer.from(mac(key, email, device, expires)), given));
      return valid ? device : undefined;
    },
    issue(ctx, email, device = randomBytes(16).toString('base64url')) {
      const expiresAt = Date.now() + deviceCookieLifetimeMs;
      const expires = String(Math.floor(expiresAt / 1000));
      ctx.cookies.set(named(ctx), `${device}.${expires}.${mac(keys[0]!, email, device, expires)}`, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        expires: new Date(expiresAt),
        signed: false,
        overwrite: true,
      });
      return device;
    },
  };
}
