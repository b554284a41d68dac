import * as z from 'zod/mini';
import { mailLimits } from './mail.ts';

/** Fields the administrator's mail schemas share (not part of the package's exports). */
export const count = z.number().check(z.int(), z.minimum(0));
export const isoTime = z.iso.datetime({ offset: true });
export const page = z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(mailLimits.maxPage)), 1);
export const query = z.optional(z.string().check(z.trim(), z.maxLength(mailLimits.queryLength)));
