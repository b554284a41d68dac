import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { gatewayTokenHeader } from '@portfolio/contracts';
import { gatewaySecretSchema, gatewayTokenCheck, parseConfig } from '../src/index.ts';
import { z } from 'zod';

const request = (headers: IncomingHttpHeaders) => ({ socket: {}, headers }) as unknown as IncomingMessage;
const secret = 'Zm9vYmFyLWdhdGV3YXktc2VjcmV0LTMyLWNoYXJz+/=';

describe('gatewayTokenCheck', () => {
  const fromGateway = gatewayTokenCheck(secret);

  it('accepts the exact secret and nothing else', () => {
    expect(fromGateway(request({ [gatewayTokenHeader]: secret }))).toBe(true);
    for (const token of ['', secret.slice(0, -1), `${secret} `, ` ${secret}`, secret.toLowerCase(), secret + secret]) {
      expect(fromGateway(request({ [gatewayTokenHeader]: token })), JSON.stringify(token)).toBe(false);
    }
    expect(fromGateway(request({}))).toBe(false);
    // Node joins repeated unknown headers with ", "; a second copy never passes.
    expect(fromGateway(request({ [gatewayTokenHeader]: `${secret}, ${secret}` }))).toBe(false);
  });

  it('never accepts anything without a configured secret', () => {
    for (const unset of [undefined, '']) {
      const check = gatewayTokenCheck(unset);
      expect(check(request({ [gatewayTokenHeader]: '' }))).toBe(false);
      expect(check(request({ [gatewayTokenHeader]: 'undefined' }))).toBe(false);
    }
  });

  it('keeps its verdict per request and per secret', () => {
    const req = request({ [gatewayTokenHeader]: secret });
    expect(fromGateway(req)).toBe(true);
    expect(gatewayTokenCheck(`${secret}-other`)(req)).toBe(false);
    expect(fromGateway(req)).toBe(true);
  });
});

describe('GATEWAY_SECRET', () => {
  const schema = z.object({ GATEWAY_SECRET: gatewaySecretSchema });

  it('is optional, and at least 32 characters of base64, base64url or hex when set', () => {
    expect(parseConfig(schema, {}).GATEWAY_SECRET).toBeUndefined();
    expect(parseConfig(schema, { GATEWAY_SECRET: '' }).GATEWAY_SECRET).toBeUndefined();
    expect(parseConfig(schema, { GATEWAY_SECRET: secret }).GATEWAY_SECRET).toBe(secret);
    for (const bad of ['a'.repeat(31), `${'a'.repeat(32)}"`, `${'a'.repeat(32)}$x`, `${'a'.repeat(32)} b`]) {
      expect(() => parseConfig(schema, { GATEWAY_SECRET: bad }), bad).toThrow(/GATEWAY_SECRET/);
    }
  });
});
