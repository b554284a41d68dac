import { mailLimits } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { replySubject } from './reply-subject';

describe('reply subject', () => {
  it('puts "Re: " before the sender’s subject, once however long the thread', () => {
    expect(replySubject('Hello')).toBe('Re: Hello');
    expect(replySubject('Re: Hello')).toBe('Re: Hello');
    expect(replySubject('RE:re : Hello ')).toBe('Re: Hello');
  });

  it('stays within the reply subject’s limit', () => {
    expect(replySubject('x'.repeat(500))).toHaveLength(mailLimits.replySubjectLength);
  });
});
