import { mailLimits } from '@portfolio/contracts';

// An address with a scheme, or one a mail client would make a link of without it ("http://www." is one link).
// Alternatives of literals: linear on any input.
const linkPattern = /https?:\/\/(?:www\.)?|www\./gi;

/** The links a message carries, as spam counts them. */
export const linkCount = (text: string) => text.match(linkPattern)?.length ?? 0;

/** More links than a person writing to the administrator needs: spam, answered as if kept. */
export const tooManyLinks = (text: string) => linkCount(text) > mailLimits.messageLinks;
