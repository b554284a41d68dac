// zod mini, not classic: the web app validates the API's answers with these schemas (`Schema`, endpoint.ts).
import * as z from 'zod/mini';
import { adminEmail } from './admin.ts';
import { languageCode } from './languages.ts';

/**
 * The administrator's account security (#21): two-factor sign-in (TOTP, RFC 6238), recovery codes, password reset
 * by mail, changing the password or the email, and the open sessions.
 */
export const accountLimits = {
  /** The spec's password policy, as the set-password command has it: 12 characters or more. */
  passwordMinLength: 12,
  passwordMaxLength: 1024,
  /** A reset or email-change link works this long, once. */
  linkValidityMs: 30 * 60_000,
  /** The sign-in challenge between the password and the code. */
  challengeValidityMs: 5 * 60_000,
  /** "Trust this browser": no code asked again on it for this long. */
  trustedDeviceMs: 30 * 86_400_000,
  recoveryCodeCount: 10,
  tokenLength: 1024,
} as const;

/** A TOTP code (six digits) or a recovery code (`xxxxx-xxxxx`, letters and digits, dash and case optional). */
export const totpCodePattern = /^\d{6}$/;
export const recoveryCodePattern = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;
export const secondFactorCode = z
  .string()
  .check(z.maxLength(16, { abort: true }), z.regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, 'must be a code'));

export const newPassword = z
  .string()
  .check(
    z.minLength(accountLimits.passwordMinLength, `must be at least ${accountLimits.passwordMinLength} characters`),
    z.maxLength(accountLimits.passwordMaxLength),
  );
const currentPassword = z.string().check(z.minLength(1), z.maxLength(accountLimits.passwordMaxLength));
const signedToken = z.string().check(z.minLength(1), z.maxLength(accountLimits.tokenLength));

/** The sign-in's second step: the challenge the first step gave and a code (TOTP or recovery). */
export const secondFactorRequest = z.strictObject({
  challenge: signedToken,
  code: secondFactorCode,
  /** Remember this browser (its known-device cookie) for 30 days: no code asked on it meanwhile. */
  trustDevice: z.optional(z.boolean()),
});
export type SecondFactorRequest = z.infer<typeof secondFactorRequest>;

export const twoFactorStatus = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** A new secret, not active until confirmed by a first code; starting again replaces it. */
export const twoFactorEnrolment = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG document drawn on the server. */
  qrSvg: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

export const twoFactorConfirm = z.strictObject({
  code: z.string().check(z.regex(totpCodePattern, 'must be 6 digits')),
});
/** Shown once: only their hashes are kept. */
export const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

export const twoFactorDisable = z.strictObject({ password: currentPassword, code: secondFactorCode });

export const passwordResetRequest = z.strictObject({
  email: adminEmail,
  /** The language of the mail (the login screen's); English when absent. */
  language: z.optional(languageCode),
});
/** The same answer whatever the address: it never says whether it is the administrator's. */
export const accountAccepted = z.object({ accepted: z.literal(true) });
export type AccountAccepted = z.infer<typeof accountAccepted>;

export const passwordResetConfirm = z.strictObject({ token: signedToken, password: newPassword });
export const passwordChange = z.strictObject({ currentPassword, newPassword });
export const emailChange = z.strictObject({
  password: currentPassword,
  email: adminEmail,
  language: z.optional(languageCode),
});
export const emailConfirm = z.strictObject({ token: signedToken });
export const emailConfirmed = z.object({ email: z.string() });
export const accountDone = z.object({ success: z.literal(true) });

export const openSession = z.object({
  /** Not the session's secret id: a digest of it, good only for naming it here. */
  id: z.string(),
  /** "Firefox on Linux", from the user agent at sign-in; "Unknown" when it says nothing we know. */
  browser: z.string(),
  /** ISO 3166 code from the same offline data as the analytics, or "Unknown" (private addresses). */
  country: z.string(),
  createdAt: z.number(),
  /** Approximate (the idle deadline moves about once a minute). */
  lastActivityAt: z.number(),
  current: z.boolean(),
});
export type OpenSession = z.infer<typeof openSession>;
export const openSessions = z.object({ sessions: z.array(openSession) });
export const sessionIdParams = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a session id')),
});
export const revokedCount = z.object({ revoked: z.number() });

/**
 * The web pages the mails' links open, with the token as `?token=`: the reset form, and the email confirmation.
 */
export const accountLinkPaths = {
  passwordReset: '/admin/reset-password',
  emailConfirm: '/admin/confirm-email',
} as const;

/** What the auth service asks the mail service to send (internal): the mail service writes the text and link. */
export const accountMailRequest = z.strictObject({
  kind: z.enum(['password-reset', 'email-change']),
  to: adminEmail,
  token: signedToken,
  language: languageCode,
});
export type AccountMailRequest = z.infer<typeof accountMailRequest>;

/** The mail service's sending of one account mail, called in-process by the single-machine process's auth service. */
export type AccountMailSender = (request: AccountMailRequest) => Promise<void>;
