import { mailLimits } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import {
  messageFiltersFrom,
  messageFiltersToSearch,
  messageListQuery,
  subscriberFiltersFrom,
  subscriberFiltersToSearch,
  subscriberListQuery,
} from './filters';

describe('inbox filters', () => {
  it('read the address, and write back only what differs from the default', () => {
    const filters = messageFiltersFrom(new URLSearchParams('box=archived&unread=true&q=%20hello%20&page=3'));
    expect(filters).toEqual({ box: 'archived', unread: true, q: 'hello', page: 3 });
    expect(`${messageFiltersToSearch(filters)}`).toBe('box=archived&unread=true&q=hello&page=3');
    expect(`${messageFiltersToSearch(messageFiltersFrom(new URLSearchParams()))}`).toBe('');
  });

  it('read what the API would refuse as the default, so a hand-edited address still shows a list', () => {
    expect(messageFiltersFrom(new URLSearchParams('box=trash&unread=yes&page=0'))).toEqual({
      box: 'inbox',
      unread: false,
      q: '',
      page: 1,
    });
    expect(messageFiltersFrom(new URLSearchParams('page=1001')).page).toBe(1);
    expect(messageFiltersFrom(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(mailLimits.queryLength);
  });

  it('become the list call’s query, an unset filter left out', () => {
    expect(messageListQuery({ box: 'inbox', unread: false, q: '', page: 1 })).toEqual({
      box: 'inbox',
      unread: undefined,
      q: undefined,
      page: 1,
    });
    expect(messageListQuery({ box: 'archived', unread: true, q: 'a', page: 2 })).toEqual({
      box: 'archived',
      unread: 'true',
      q: 'a',
      page: 2,
    });
  });
});

describe('subscriber filters', () => {
  it('keep a known status and language, and drop unknown ones', () => {
    expect(subscriberFiltersFrom(new URLSearchParams('status=bounced&language=ar&q=bob&page=2'))).toEqual({
      status: 'bounced',
      language: 'ar',
      q: 'bob',
      page: 2,
    });
    expect(subscriberFiltersFrom(new URLSearchParams('status=deleted&language=xx'))).toEqual({
      status: undefined,
      language: undefined,
      q: '',
      page: 1,
    });
  });

  it('round-trip through the address and become the list call’s query', () => {
    const filters = { status: 'confirmed' as const, language: 'fr' as const, q: 'a@b', page: 4 };
    expect(subscriberFiltersFrom(subscriberFiltersToSearch(filters))).toEqual(filters);
    expect(subscriberListQuery({ q: '', page: 1 })).toEqual({
      status: undefined,
      language: undefined,
      q: undefined,
      page: 1,
    });
  });
});
