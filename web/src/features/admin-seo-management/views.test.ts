import { describe, expect, it } from 'vitest';
import { newRedirectSearch, prefilledSource, viewFrom } from './views';

describe('the screen’s sections in the address', () => {
  it('shows the section named, and the redirects for anything else', () => {
    expect(viewFrom(new URLSearchParams('view=audit'))).toBe('audit');
    expect(viewFrom(new URLSearchParams('view=not-found'))).toBe('not-found');
    expect(viewFrom(new URLSearchParams('view=AUDIT'))).toBe('redirects');
    expect(viewFrom(new URLSearchParams(''))).toBe('redirects');
  });

  it('opens the redirects form prefilled from a not-found path, and only on the redirects tab', () => {
    const search = newRedirectSearch('/old page?x=1');
    expect(viewFrom(search)).toBe('redirects');
    expect(prefilledSource(new URLSearchParams(search.toString()))).toBe('/old page?x=1');
    expect(prefilledSource(new URLSearchParams('view=audit&from=/x'))).toBeUndefined();
    expect(prefilledSource(new URLSearchParams('view=redirects'))).toBeUndefined();
  });
});
