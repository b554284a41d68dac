// zod mini, not classic: the visitor's page validates the API's answers with these schemas (`Schema`, endpoint.ts).
import * as z from 'zod/mini';
import { safeRecord } from './safe-keys.ts';

/**
 * Spec §5: no spaces, exactly one at-sign, a dot in the domain part (neither its first nor its last character).
 * The same pattern runs in the browser (refuse without a call) and on the server (400 before any password work).
 * The domain is read as one character, then up to its first dot, then the rest: every character has one place to
 * go, so the cost stays linear (`[^\s@]+\.[^\s@]+$` tried every dot of a long run against the whole rest).
 */
export const adminEmailPattern = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** The length is checked first and stops the parse: the pattern never sees more than 254 characters. */
export const adminEmail = z
  .string()
  .check(z.maxLength(254, { abort: true }), z.regex(adminEmailPattern, 'must be an email address'));

export const loginRequest = z.strictObject({
  email: adminEmail,
  // Bounded so that nobody can make the server hash megabytes; the spec sets no other rule.
  password: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * Signed in, or (two-factor sign-in on, browser not trusted) a code is required: no session yet, only a short-lived
 * challenge for the second step (`loginSecondFactor`).
 */
export const loginResponse = z.union([
  z.object({ success: z.literal(true) }),
  z.object({ success: z.literal(false), secondFactor: z.literal('required'), challenge: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** `email` is present for the signed-in administrator (the admin layout shows who is signed in). */
export const sessionResponse = z.object({ authenticated: z.boolean(), email: z.optional(z.string()) });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const logoutResponse = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponse>;

/** Administrator preferences: a small key-value store (spec §4 keeps the language preference there). */
export const preferenceKey = z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, 'must be 1-64 letters, digits, _ . -'));
export const preferenceParams = z.object({ key: preferenceKey });

const jsonScalar = z.union([z.string().check(z.maxLength(4096)), z.number(), z.boolean(), z.null()]);
export const preferenceValue = z.union([
  jsonScalar,
  z.array(jsonScalar).check(z.maxLength(100)),
  safeRecord(64, jsonScalar, 100),
]);
export type PreferenceValue = z.infer<typeof preferenceValue>;

export const preferenceUpdate = z.strictObject({ value: preferenceValue });
export const preferenceResponse = z.object({ key: preferenceKey, value: preferenceValue });
export type PreferenceResponse = z.infer<typeof preferenceResponse>;

/** Set by the gateway (or the in-process dispatcher) from the verify answer; a client-sent copy is dropped. */
export const authRoleHeader = 'x-auth-role';

/**
 * The administrator's known-device cookie (`__Host-` prefixed over TLS). The gateway's per-address sign-in limit
 * lets a request carrying it through to the auth service, which checks its signature and counts that device alone.
 */
export const deviceCookieBase = 'portfolio_device';
/**
 * The secret the gateway (and a service calling another) sends on every request: a service believes the role,
 * forwarded-address, forwarded-scheme and request-id headers only when it matches its own GATEWAY_SECRET.
 */
export const gatewayTokenHeader = 'x-gateway-token';
/** Headers only the gateway sets: nginx overwrites a client's copy, the single-machine dispatcher deletes it. */
export const gatewayOnlyHeaders = [authRoleHeader, gatewayTokenHeader, 'x-request-id'] as const;
export const authRoles = ['admin', 'visitor'] as const;
export type AuthRole = (typeof authRoles)[number];
