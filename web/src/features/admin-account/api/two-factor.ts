import { queryOptions } from '@tanstack/react-query';
import { accountEndpoints } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** `accountEndpoints.twoFactorStatus`: on or off, and the recovery codes left. */
export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: ['admin', 'account', 'two-factor'],
    queryFn: () => callEndpoint(accountEndpoints.twoFactorStatus, {}, admin),
  });

/** `accountEndpoints.twoFactorEnrol`: a new secret (its URI and QR code), inactive until a first code confirms it. */
export const startEnrolment = () => callEndpoint(accountEndpoints.twoFactorEnrol, {}, admin);

/** `accountEndpoints.twoFactorConfirm`: turns it on; answers the ten recovery codes, shown this once. */
export const confirmEnrolment = (code: string) =>
  callEndpoint(accountEndpoints.twoFactorConfirm, { body: { code } }, admin);

/** `accountEndpoints.twoFactorDisable`: the password and a code from the app or a recovery code. */
export const disableTwoFactor = (password: string, code: string) =>
  callEndpoint(accountEndpoints.twoFactorDisable, { body: { password, code } }, admin);
