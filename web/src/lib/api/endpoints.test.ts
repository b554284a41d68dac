import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadContract, loadEndpoints } from './endpoints';

describe('the contract loaded on demand', () => {
  it('turns off zod’s eval probe, which our Content-Security-Policy would report, before building schemas', async () => {
    await loadContract();
    expect(z.config().jitless).toBe(true);
  });

  it('gives the auth and analytics declarations by name', async () => {
    const endpoints = await loadEndpoints();
    expect(endpoints.session.method).toBe('GET');
    expect(endpoints.sessionStart.contentTypes).toContain('text/plain');
    expect(Object.keys(endpoints)).not.toContain('issues');
  });
});
