import { bodyLimitOf, type AnyEndpoint, type EndpointInput, type EndpointReply } from '@portfolio/contracts';
import { addressKey } from '../address-key.ts';
import { checkMediaType, hasBody, parseJsonText, readBodyText } from '../body.ts';
import { clientIp, type TrustedProxies } from '../client-ip.ts';
import { HttpError } from '../errors.ts';
import { check, checkResponseUnderTest } from '../guard.ts';
import { rateLimiter, type RateLimitOptions } from '../rate-limit.ts';
import { requestIdFor } from '../request-context.ts';
import type { Exchange, HotCall } from './exchange.ts';
import { acceptorOf, undecided } from './fast-accept.ts';

/** One step of the hot path: reads the exchange, adds its part, or throws the HttpError that answers it. */
export interface Step {
  readonly name: string;
  run(exchange: Exchange): void | Promise<void>;
}

/** A hot-path endpoint's code: its validated input in, its contract's success body out. */
export type HotHandler<E extends AnyEndpoint> = (
  input: EndpointInput<E>,
  call: HotCall,
) => Promise<EndpointReply<E>> | EndpointReply<E>;

export interface HotStepOptions {
  trust: TrustedProxies;
  /** Per client address (an IPv6 client by its /64, see addressKey), counted before the body is read. */
  rateLimit?: RateLimitOptions;
}

const notAllowed = (method: string) =>
  new HttpError(405, 'method_not_allowed', 'This method is not allowed here.', { headers: { Allow: method } });

const tooMany = (retryAfterS: number) =>
  new HttpError(429, 'too_many_requests', 'Too many requests; slow down.', {
    headers: { 'Retry-After': String(retryAfterS) },
  });

/** The client's address, and its count against the per-address limit when the endpoint has one. */
function clientAddressStep(trust: TrustedProxies, limits: RateLimitOptions | undefined): Step {
  if (!limits) return { name: 'client address', run: (x) => void (x.address = clientIp(x.req, trust)) };
  const limiter = rateLimiter(limits);
  return {
    name: 'client address and rate limit',
    run(x) {
      x.address = clientIp(x.req, trust);
      const { allowed, retryAfterS } = limiter.take(addressKey(x.address));
      if (!allowed) throw tooMany(retryAfterS);
    },
  };
}

/**
 * The hot path of `endpoint`, in order: every rule the platform applies to a call is one step here, and refusals
 * cost little (the method, then the rate limit before anything is read, the size cap while reading). What the
 * declaration says (method, content types, body limit, body schema, response schema) is read from it once.
 */
export function hotPathSteps<E extends AnyEndpoint>(
  endpoint: E,
  handle: HotHandler<E>,
  { trust, rateLimit }: HotStepOptions,
): Step[] {
  const { method, contentTypes } = endpoint;
  const limit = bodyLimitOf(endpoint);
  const takesBody = method !== 'GET';
  const response = endpoint.response ?? undefined;
  const steps: Step[] = [
    { name: 'request id', run: (x) => void (x.requestId = requestIdFor(x.req, trust)) },
    {
      name: 'method',
      run: (x) => {
        if (x.req.method !== method) throw notAllowed(method);
      },
    },
    clientAddressStep(trust, rateLimit),
  ];
  if (takesBody) {
    // A body-less call (or one whose body is not declared) still refuses a body that is not JSON, as kit routes do.
    steps.push(
      {
        name: 'content type',
        run: (x) => {
          if (hasBody(x.req)) checkMediaType(x.req, contentTypes);
        },
      },
      {
        name: 'body read',
        run: async (x) => {
          if (hasBody(x.req)) x.text = await readBodyText(x.req, limit);
        },
      },
      {
        name: 'JSON parse',
        run: (x) => {
          if (x.text !== undefined) x.json = parseJsonText(x.text);
        },
      },
    );
  }
  // A valid body is accepted without zod's bookkeeping; anything else gets the schema's own verdict and details.
  const accept = endpoint.body ? acceptorOf(endpoint.body) : undefined;
  steps.push(
    {
      name: 'contract validation',
      run: (x) => {
        const accepted = accept ? accept(x.json) : undecided;
        const body = accepted === undecided ? check(endpoint.body, x.json, 'body') : accepted;
        x.input = { params: undefined, query: undefined, body };
      },
    },
    { name: 'handler', run: async (x) => void (x.reply = await handle(x.input as EndpointInput<E>, x)) },
    // Under test (NODE_ENV=test) the answer must match the contract; a no-op otherwise.
    { name: 'answer check', run: (x) => checkResponseUnderTest(response, x.reply) },
    // Serialised here, so that an answer that cannot be is an unexpected failure answered like any other.
    {
      name: 'answer serialisation',
      run: (x) => void (x.output = response === undefined ? undefined : JSON.stringify(x.reply)),
    },
  );
  return steps;
}
