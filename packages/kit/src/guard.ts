import type { Context, Middleware } from 'koa';
import type { z } from 'zod';
import type { Schema } from '@portfolio/contracts';
import { HttpError } from './errors.ts';
import { readJsonBody, type BodyOptions } from './body.ts';
import { checkingResponses } from './config.ts';

export interface Schemas {
  params?: Schema;
  query?: Schema;
  body?: Schema;
  response?: Schema;
}

type Out<S> = S extends Schema ? z.output<S> : undefined;
export interface Input<S extends Schemas> {
  params: Out<S['params']>;
  query: Out<S['query']>;
  body: Out<S['body']>;
}

/** Zod issues as the contract's error details: where and why, never the offending value. */
export const toDetails = (error: z.core.$ZodError) =>
  error.issues.slice(0, 20).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** Parses a request part against its contract schema; a mismatch is a 400 naming where and why. */
export function check<T>(schema: Schema<T> | undefined, value: unknown, where: string): T | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(400, 'validation_failed', `The request ${where} is not valid.`, {
      details: toDetails(result.error).map((d) => ({ ...d, path: d.path ? `${where}.${d.path}` : where })),
    });
  }
  return result.data;
}

/** Under test (NODE_ENV=test, which Vitest sets) a successful answer must match its contract schema. */
export function checkResponseUnderTest(schema: Schema | undefined, body: unknown) {
  if (!checkingResponses() || !schema) return;
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`response breaks its contract: ${JSON.stringify(toDetails(result.error))}`);
}

/**
 * One validation guard for every route, built from the contract schemas. Under test (NODE_ENV=test, which Vitest
 * sets) it also checks the answer against the response schema, so a contract drift fails the suite.
 */
export function guarded<S extends Schemas>(
  schemas: S,
  body: BodyOptions | undefined,
  handler: (ctx: Context, input: Input<S>) => Promise<void> | void,
): Middleware {
  return async (ctx, next) => {
    const rawBody = schemas.body && body ? await readJsonBody(ctx.req, body) : undefined;
    const input = {
      params: check(schemas.params, (ctx as Context & { params?: unknown }).params ?? {}, 'params'),
      query: check(schemas.query, { ...ctx.query }, 'query'),
      body: check(schemas.body, rawBody, 'body'),
    } as Input<S>;
    await handler(ctx, input);
    if (ctx.status < 300) checkResponseUnderTest(schemas.response, ctx.body);
    await next();
  };
}
