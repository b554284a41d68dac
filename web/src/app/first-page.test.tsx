import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

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
