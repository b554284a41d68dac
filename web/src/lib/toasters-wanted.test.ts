import { describe, expect, it, vi } from 'vitest';

/** Fresh modules per test: the signal is raised once per page. */
async function load() {
  vi.resetModules();
  const [{ toastersWanted }, { toast }, { stackedToast }] = await Promise.all([
    import('./toasters-wanted'),
    import('./toast-store'),
    import('./stacked-toast'),
  ]);
  const heard = vi.fn();
  toastersWanted.subscribe(heard);
  return { toastersWanted, toast, stackedToast, heard };
}

describe('the toasters are asked for with the first notification', () => {
  it('not before', async () => {
    const { toastersWanted, heard } = await load();
    expect(toastersWanted.get()).toBe(false);
    expect(heard).not.toHaveBeenCalled();
  });

  it('by the single-toast store, once', async () => {
    const { toastersWanted, toast, heard } = await load();
    toast({ title: 'one' });
    toast({ title: 'two' });
    expect(toastersWanted.get()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("by Sonner's stack", async () => {
    const { toastersWanted, stackedToast, heard } = await load();
    stackedToast().success('best score');
    expect(toastersWanted.get()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
