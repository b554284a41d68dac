import { adminEmailPattern } from '@portfolio/contracts';

/** Spec §5, the same pattern the server applies: checked before any call is made. */
export const isAdminEmail = (value: string) => adminEmailPattern.test(value);
