import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { analyticsEndpoints, authEndpoints, logsEndpoints, type AnyEndpoint, type Schema } from '../src/index.ts';

const isSchema = (value: unknown): value is z.core.$ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** Every schema and check a schema is made of (shapes, options, inner types, pipes, checks), itself included. */
function* partsOf(schema: z.core.$ZodType, seen = new Set<unknown>()): Generator<z.core.$ZodType> {
  if (seen.has(schema)) return;
  seen.add(schema);
  yield schema;
  const pending: unknown[] = [schema._zod.def];
  while (pending.length > 0) {
    const value = pending.pop();
    if (isSchema(value)) yield* partsOf(value, seen);
    else if (Array.isArray(value)) pending.push(...value);
    else if (typeof value === 'object' && value !== null) pending.push(...Object.values(value));
  }
}

const schemasOf = (list: Record<string, AnyEndpoint>) =>
  Object.values(list)
    .flatMap((e) => [e.params, e.query, e.body, e.response])
    .filter((schema): schema is Schema => schema != null);

/** zod classic's base, which every classic schema carries and no zod mini schema does. */
const classic = (schema: z.core.$ZodType) => schema._zod.traits.has('ZodType');

describe("the schemas a visitor's page loads", () => {
  // The web app validates every answer with them: were one of them (or one of its parts or checks) zod classic, the
  // visitor's first visit would download all of classic (about 9 KB gzip more than mini) for the same checks.
  it('are zod mini through and through, for the auth and analytics endpoints', () => {
    const parts = [...schemasOf(authEndpoints), ...schemasOf(analyticsEndpoints)].flatMap((s) => [...partsOf(s)]);
    expect(parts.length).toBeGreaterThan(100);
    expect(parts.filter(classic).map((s) => s._zod.def.type)).toEqual([]);
  });

  it('is a rule the walk can break: the logs endpoints, which only the admin area loads, still use classic', () => {
    expect(schemasOf(logsEndpoints).some((s) => [...partsOf(s)].some(classic))).toBe(true);
  });
});
