import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { allEndpoints, analyticsEndpoints, authEndpoints, type AnyEndpoint, type Schema } from '../src/index.ts';

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

const schemasOf = (list: readonly AnyEndpoint[]) =>
  list.flatMap((e) => [e.params, e.query, e.body, e.response]).filter((schema): schema is Schema => schema != null);

/** zod classic's base, which every classic schema carries and no zod mini schema does. */
const classicParts = (schemas: readonly z.core.$ZodType[]) =>
  schemas.flatMap((s) => [...partsOf(s)]).filter((part) => part._zod.traits.has('ZodType'));

describe('the schemas the web app validates with', () => {
  // The web app checks every answer with them: were one of them (or one of its parts or checks) zod classic, the
  // page would download all of classic (about 15 KB gzip more than mini) for the same checks.
  it("are zod mini through and through, the visitor's (auth, analytics) and the admin area's alike", () => {
    const visitor = schemasOf([...Object.values(authEndpoints), ...Object.values(analyticsEndpoints)]);
    expect(visitor.flatMap((s) => [...partsOf(s)]).length).toBeGreaterThan(100);
    expect(classicParts(visitor).map((s) => s._zod.def.type)).toEqual([]);
    expect(classicParts(schemasOf(allEndpoints)).map((s) => s._zod.def.type)).toEqual([]);
  });

  it('would be caught with a classic part, however deep', () => {
    const mixed = zm.object({ list: zm.array(zm.object({ name: z.string().min(1) })) });
    expect(classicParts([mixed]).map((s) => s._zod.def.type)).toEqual(['string']);
  });
});
