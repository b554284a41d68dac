import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredUntilNear } from './deferred-until-near';

/** Stands in for the browser's IntersectionObserver (jsdom has none): the test says when the anchor comes near. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    observers,
    near: () =>
      act(() => {
        for (const { callback } of observers) {
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a section deferred until the reader nears it', () => {
  it('holds its room and loads nothing until its anchor comes within the look-ahead, then shows it', async () => {
    const browser = fakeObserver();
    const load = vi.fn(async () => ({ greeting }: { greeting: string }) => <p>{greeting}</p>);
    const Deferred = deferredUntilNear(load, { lookAhead: '600px 0px', placeholderClassName: 'min-h-40' });
    const { container } = render(<Deferred greeting="Hello" />);
    expect(load).not.toHaveBeenCalled();
    expect(container.firstElementChild?.className).toBe('min-h-40');
    expect(browser.observers[0]?.options?.rootMargin).toBe('600px 0px');
    await browser.near();
    expect(await screen.findByText('Hello')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
