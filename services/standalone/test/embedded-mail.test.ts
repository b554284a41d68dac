import { describe, expect, it } from 'vitest';
import { embeddedEnv, ownOrigin, standaloneConfigSchema } from '../src/config.ts';
import { useStandalone } from './run-standalone.ts';

const config = standaloneConfigSchema.parse({});

describe('the mail service in the single-machine process', () => {
  it("reads the content service's public API at the process's own address, whatever the containers' is", () => {
    const env = embeddedEnv(config, 'http://127.0.0.1:8080', { CONTENT_URL: 'http://content:4004' });
    expect(env.CONTENT_URL).toBe('http://127.0.0.1:8080');
  });

  it('connects to a wildcard listening address through the loopback address of its family', () => {
    expect(ownOrigin('0.0.0.0', 8080)).toBe('http://127.0.0.1:8080');
    expect(ownOrigin('::', 8080)).toBe('http://[::1]:8080');
    expect(ownOrigin('127.0.0.1', 41234)).toBe('http://127.0.0.1:41234');
    expect(ownOrigin('::1', 8080)).toBe('http://[::1]:8080');
  });

  const standalone = useStandalone();

  it('is mounted, announced and ready with the others', async () => {
    expect(standalone.app.output()).toMatch(/services: .*\bmail\b/);
    const ready = await fetch(`${standalone.url}/readyz`);
    expect(await ready.json()).toMatchObject({ status: 'ready', services: { mail: { ready: true } } });
  });

  it("answers its administrator's routes behind the session check, not with the 404 of a missing service", async () => {
    const res = await fetch(`${standalone.url}/api/admin/mail/unread`);
    expect(res.status).toBe(401);
  });
});
