import { logEntry } from '@portfolio/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorCapture, type Report } from './capture';
import { buildEntry, truncateBytes } from './log-entry';

describe('error capture', () => {
  let remove: (() => void) | undefined;
  afterEach(() => remove?.());

  function capture(report: Report = vi.fn()) {
    const printed = { error: vi.fn(), warn: vi.fn() };
    const sink = { ...printed } as unknown as Console;
    remove = installErrorCapture(report, window, sink);
    return { report: vi.mocked(report), console: sink, printed };
  }

  it('reports console errors and warnings, and still prints them', () => {
    const { report, console, printed } = capture();
    const failure = new Error('kaboom');
    console.error('Rendering failed:', failure);
    console.warn('Impossible de démarrer la session');
    expect(report.mock.calls).toEqual([
      ['error', 'Rendering failed: kaboom', { kind: 'console', stack: failure.stack }],
      ['warn', 'Impossible de démarrer la session', { kind: 'console', stack: undefined }],
    ]);
    expect(printed.error).toHaveBeenCalledWith('Rendering failed:', failure);
  });

  it('reports window errors and unhandled rejections, but not failed resource loads', () => {
    const { report } = capture();
    const failure = new TypeError('x is undefined');
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught TypeError: x is undefined', error: failure }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('nobody caught me') });
    window.dispatchEvent(rejection);
    window.dispatchEvent(new Event('error'));
    expect(report.mock.calls.map(([level, message, { kind }]) => [level, message, kind])).toEqual([
      ['error', 'Uncaught TypeError: x is undefined', 'window-error'],
      ['error', 'nobody caught me', 'unhandled-rejection'],
    ]);
  });

  it('does not capture what is printed while reporting, and survives a failing reporter', () => {
    const page: { console?: Console } = {};
    const report = vi.fn<Report>(() => {
      page.console!.error('the reporter itself complains');
      throw new Error('reporter broke');
    });
    const { console } = capture(report);
    page.console = console;
    expect(() => console.error('original problem')).not.toThrow();
    expect(report).toHaveBeenCalledOnce();
  });

  it('restores the console when removed', () => {
    const { report, console } = capture();
    remove!();
    remove = undefined;
    console.error('after removal');
    expect(report).not.toHaveBeenCalled();
  });
});

describe('log entries', () => {
  it('fit the logs contract, however long the message', () => {
    const entry = buildEntry('error', 'é'.repeat(10_000), {
      kind: 'render-error',
      stack: 'x'.repeat(40_000),
      context: { huge: 'y'.repeat(20_000) },
    });
    expect(logEntry.parse(entry)).toEqual(entry);
    expect(new TextEncoder().encode(entry.message).length).toBeLessThanOrEqual(8 * 1024);
    expect(entry.context).toEqual({ kind: 'render-error', truncated: true });
  });

  it('are cut on character boundaries', () => {
    expect(truncateBytes('日本語', 7)).toBe('日…');
    expect(truncateBytes('short', 100)).toBe('short');
  });
});
