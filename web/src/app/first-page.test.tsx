import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the first page idle moment', () => {
  it('comes with the first idle callback after a page (or its error screen) has rendered, not before', async () => {
    vi.resetModules();
    const idleCallbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    const { firstPageIdle, useFirstPageShown } = await import('./first-page');
    let reached = false;
    void firstPageIdle.then(() => (reached = true));

    // Idle while the page is on its way: nothing is asked of the browser yet.
    await Promise.resolve();
    expect(idleCallbacks).toHaveLength(0);

    function Page() {
      useFirstPageShown();
      return <p>page</p>;
    }
    render(<Page />);
    expect(idleCallbacks).toHaveLength(1);
    await Promise.resolve();
    expect(reached).toBe(false);

    idleCallbacks[0]!();
    await firstPageIdle;
    expect(reached).toBe(true);
  });
});

/** The content service's copy of a public page, before the app's root as it writes it. */
function serverCopy() {
  const copy = document.createElement('div');
  copy.id = 'prerendered';
  document.body.prepend(copy);
}

describe("the server's copy of the page", () => {
  afterEach(() => {
    document.getElementById('prerendered')?.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes in the commit that renders the first page, before any effect of that page runs', async () => {
    const { useFirstPageShown } = await import('./first-page');
    serverCopy();
    let seenByPage: Element | null | undefined;
    function Page() {
      useEffect(() => void (seenByPage = document.getElementById('prerendered')), []);
      return <p>page</p>;
    }
    function Outlet() {
      useFirstPageShown();
      return <Page />;
    }
    render(<Outlet />);
    expect(seenByPage).toBeNull();
    expect(document.getElementById('prerendered')).toBeNull();
  });

  it('is painted before the app starts: the start waits for a frame and the task after it', async () => {
    const { afterFirstPaint } = await import('./first-page');
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    serverCopy();
    let started = false;
    void afterFirstPaint().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(started).toBe(false);
    frames[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(true);
  });

  it('lets the app start at once without a copy (the admin area), and soon where no frame comes', async () => {
    const { afterFirstPaint } = await import('./first-page');
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let started = false;
    await afterFirstPaint().then(() => (started = true));
    expect(started).toBe(true);

    serverCopy();
    started = false;
    void afterFirstPaint().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });
});
