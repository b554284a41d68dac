import { mailLimits } from '@portfolio/contracts';

/** "Re: " before the sender's subject, once however many times the thread went back and forth; within the limit. */
export function replySubject(subject: string): string {
  const bare = subject.trim().replace(/^(re\s*:\s*)+/i, '');
  return `Re: ${bare}`.slice(0, mailLimits.replySubjectLength).trim();
}
