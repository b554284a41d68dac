import { describe, expect, it } from 'vitest';
import { draftErrors, draftOf, inputOf, newDraft, serverErrors } from './redirect-draft';

const draft = (over: Partial<ReturnType<typeof newDraft>>) => ({ ...newDraft(), ...over });

describe('the redirect form', () => {
  it('starts from a not-found path, and sends a gone answer without its target', () => {
    expect(newDraft('/old')).toEqual({ source: '/old', kind: 'permanent', target: '', allowExternal: false });
    expect(inputOf(draft({ source: ' /old ', kind: 'gone', target: '/kept-in-the-field' }))).toEqual({
      source: '/old',
      kind: 'gone',
      target: null,
      allowExternal: false,
    });
    const saved = {
      id: 'r1',
      source: '/a',
      kind: 'gone' as const,
      target: null,
      allowExternal: false,
      note: '',
      hits: 3,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    expect(draftOf(saved)).toEqual({ source: '/a', kind: 'gone', target: '', allowExternal: false });
  });

  it('refuses what the contract refuses, each on its field, before any call', () => {
    expect(draftErrors(draft({ source: '/old', target: '/new' }))).toEqual({});
    expect(draftErrors(draft({ source: '/old/*', target: '/new/*' }))).toEqual({});
    expect(draftErrors(draft({ source: '/old', kind: 'gone' }))).toEqual({});
    expect(draftErrors(draft({ source: 'old', target: '/new' }))).toEqual({ source: 'source' });
    expect(draftErrors(draft({ source: '/admin/x', target: '/new' }))).toEqual({ source: 'source' });
    expect(draftErrors(draft({ source: '/old', target: '' }))).toEqual({ target: 'targetRequired' });
    expect(draftErrors(draft({ source: '/old', target: 'https://example.com/x' }))).toEqual({
      target: 'targetExternal',
    });
    expect(draftErrors(draft({ source: '/old', target: 'https://example.com/x', allowExternal: true }))).toEqual({});
    expect(draftErrors(draft({ source: '/old/*', target: '/new' }))).toEqual({ target: 'targetPrefix' });
    expect(draftErrors(draft({ source: '/old', target: 'https://example.com/x/*', allowExternal: true }))).toEqual({
      target: 'targetPrefix',
    });
    expect(draftErrors(draft({ source: '/old', target: 'new page' }))).toEqual({ target: 'target' });
  });

  it('shows the server’s refusals on their fields: shape (400) or what the other redirects make of it (409)', () => {
    expect(serverErrors(400, [{ path: 'body.source', message: 'x' }])).toEqual({ source: 'source' });
    expect(serverErrors(409, [{ path: 'source', message: 'taken' }])).toEqual({ source: 'sourceTaken' });
    expect(serverErrors(409, [{ path: 'body.target', message: 'chain' }])).toEqual({ target: 'targetLoop' });
    expect(serverErrors(400, [{ path: 'body.note', message: 'x' }])).toEqual({ form: true });
    expect(serverErrors(409, undefined)).toEqual({ form: true });
  });
});
