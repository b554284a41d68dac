import { z } from 'zod';
import type { Schema } from '@portfolio/contracts';

/** What an acceptor answers when it cannot vouch for a value: the contract schema itself then judges it. */
export const undecided: unique symbol = Symbol('undecided');

/** A value's parsed output when the contract schema would accept it, else `undecided`; never a verdict of its own. */
export type Acceptor = (value: unknown) => unknown;

type Payload = { value: unknown; issues: unknown[] };
type Check = z.core.$ZodCheck & { _zod: { check(payload: Payload): unknown } };
type Node = z.core.$ZodType & { _zod: { def: Record<string, unknown> & { checks?: Check[] }; optin?: string } };

/**
 * Accepting a valid call costs the hot path more than anything else it does for a page's error batch: zod builds
 * a payload, an issue list and a result for every field of every entry. An acceptor walks the same schema with
 * none of that, and only ever accepts: the moment anything is not plainly valid (a failed check, a type it does
 * not know, an async check, a thrown error) it answers `undecided`, and the caller asks the schema, which then
 * gives the contract's own answer and error details. So a call is refused exactly when the schema refuses it.
 * Acceptance mirrors zod's rules node by node (object, record, array, string, number, boolean, enum, literal,
 * optional, custom, pipe, unknown), every check (lengths, formats, refinements) runs as zod's own check function in zod's
 * order, and the output is built as zod builds it; any other node is handed to zod whole.
 */
export function acceptorOf(schema: Schema): Acceptor {
  return compile(schema as unknown as Node);
}

function compile(node: Node): Acceptor {
  const def = node._zod.def;
  const parse = parserOf(node, def);
  const checks = checksOf(node);
  if (checks.length === 0) return parse;
  const passes = checks.map(passOf);
  return (value) => {
    const parsed = parse(value);
    return parsed === undecided ? undecided : runChecks(checks, passes, parsed);
  };
}

/** A schema's checks as zod runs them: a schema that is itself a check (a string format, a custom) first. */
function checksOf(node: Node): Check[] {
  const own = node._zod.def.checks ?? [];
  return node._zod.traits.has('$ZodCheck') ? [node as unknown as Check, ...own] : [...own];
}

/** Whether a value certainly passes a check; false means only "ask the check", never "it fails". */
type Pass = (value: unknown) => boolean;

const hasLength = (value: unknown): value is string | unknown[] => typeof value === 'string' || Array.isArray(value);
/** Formats whose check is zod's plain pattern test (no override of the string format check). */
const patternFormats = new Set(['datetime', 'date', 'time', 'regex']);

/**
 * A cheap sufficient condition for the checks every entry of a batch goes through (lengths, ISO times, refinements):
 * zod's check function needs a payload and an issue list each time. A check that passes adds no issue and changes
 * nothing, whether or not its `when` would have run it, so a pass can stand in for it; anything short of a plain
 * pass (an over-long string counted in code points, a refinement answering false or a promise, a throw) is left to
 * zod's own check, so the verdict is always zod's.
 */
function passOf(check: Check): Pass | undefined {
  const def = check._zod.def as unknown as Record<string, unknown>;
  const { traits } = (check as unknown as Node)._zod;
  switch (def.check) {
    case 'max_length': {
      if (!traits.has('$ZodCheckMaxLength') || typeof def.maximum !== 'number') return undefined;
      const max = def.maximum;
      // Zod counts a string in code points, never more than its UTF-16 units.
      return (value) => hasLength(value) && value.length <= max;
    }
    case 'min_length': {
      if (!traits.has('$ZodCheckMinLength') || typeof def.minimum !== 'number') return undefined;
      const min = def.minimum;
      // A code point is at most two units: twice the floor in units always clears it.
      return (value) =>
        Array.isArray(value) ? value.length >= min : typeof value === 'string' && value.length >= 2 * min;
    }
    case 'string_format': {
      const pattern = def.pattern;
      if (!(pattern instanceof RegExp) || !patternFormats.has(def.format as string)) return undefined;
      return (value) => {
        if (typeof value !== 'string') return false;
        pattern.lastIndex = 0;
        return pattern.test(value);
      };
    }
    case 'custom': {
      const fn = def.fn;
      if (def.type !== 'custom' || typeof fn !== 'function' || !traits.has('$ZodCustom')) return undefined;
      return (value) => {
        const result: unknown = fn(value);
        return Boolean(result) && !(result instanceof Promise);
      };
    }
    default:
      return undefined;
  }
}

function runChecks(checks: readonly Check[], passes: readonly (Pass | undefined)[], value: unknown): unknown {
  let payload: Payload | undefined;
  let current = value;
  try {
    for (let i = 0; i < checks.length; i++) {
      if (passes[i]?.(current)) continue;
      payload ??= { value: current, issues: [] };
      payload.value = current;
      const check = checks[i]!;
      const when = check._zod.def.when as ((p: Payload) => boolean) | undefined;
      if (when && !when(payload)) continue;
      // A promise means an async check: zod's synchronous parse refuses those, so the schema must say so itself.
      if (check._zod.check(payload) instanceof Promise || payload.issues.length > 0) return undecided;
      current = payload.value;
    }
  } catch {
    return undecided;
  }
  return current;
}

const byZod =
  (node: Node): Acceptor =>
  (value) => {
    try {
      const result = z.core.safeParse(node, value);
      return result.success ? result.data : undecided;
    } catch {
      return undecided;
    }
  };

function parserOf(node: Node, def: Node['_zod']['def']): Acceptor {
  // A coercing schema changes the value before it judges it: zod's own code does that.
  if (def.coerce) return byZod(node);
  switch (def.type) {
    case 'string':
      return (value) => (typeof value === 'string' ? value : undecided);
    case 'number':
      return (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undecided);
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : undecided);
    case 'unknown':
    case 'any':
    case 'custom':
      return (value) => value;
    case 'enum':
    case 'literal': {
      const values = node._zod.values as ReadonlySet<unknown>;
      return (value) => (values.has(value) ? value : undecided);
    }
    case 'optional':
      return optionalParser(node, def);
    case 'pipe':
      return pipeParser(def);
    case 'array':
      return arrayParser(def);
    case 'object':
      return objectParser(node, def);
    case 'record':
      return recordParser(node, def);
    default:
      return byZod(node);
  }
}

function optionalParser(node: Node, def: Node['_zod']['def']): Acceptor {
  const inner = def.innerType as Node;
  // An inner schema with a default substitutes a value for absence: zod decides those.
  if (inner._zod.optin === 'defaulted' || node._zod.traits.has('$ZodExactOptional')) return byZod(node);
  const accept = compile(inner);
  return (value) => (value === undefined ? undefined : accept(value));
}

function pipeParser(def: Node['_zod']['def']): Acceptor {
  const first = compile(def.in as Node);
  const then = compile(def.out as Node);
  return (value) => {
    const left = first(value);
    return left === undecided ? undecided : then(left);
  };
}

function arrayParser(def: Node['_zod']['def']): Acceptor {
  const element = compile(def.element as Node);
  // zod refuses an array over its cap before reading any element; so does this, without reading them either.
  const caps = (def.checks ?? []).filter((c) => c._zod.def.check === 'max_length');
  const cap = Math.min(...caps.map((c) => (c._zod.def as unknown as { maximum: number }).maximum));
  return (value) => {
    if (!Array.isArray(value) || value.length > cap) return undecided;
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) {
      const item = element(value[i]);
      if (item === undecided) return undecided;
      out[i] = item;
    }
    return out;
  };
}

interface Field {
  key: string;
  accept: Acceptor;
  /** Absence is allowed and leaves the key out (zod's optional in and out). */
  omittable: boolean;
}

function objectParser(node: Node, def: Node['_zod']['def']): Acceptor {
  const shape = def.shape as Record<string, Node>;
  const keys = Object.keys(shape);
  const catchall = (def.catchall as Node | undefined)?._zod.def.type;
  // Symbol keys, a `__proto__` field and a catch-all other than strict's `never` are left to zod.
  if (Object.getOwnPropertySymbols(shape).length > 0 || keys.includes('__proto__')) return byZod(node);
  if (catchall !== undefined && catchall !== 'never') return byZod(node);
  const strict = catchall === 'never';
  const known = new Set(keys);
  const fields: Field[] = keys.map((key) => {
    const field = shape[key]!;
    return {
      key,
      accept: compile(field),
      omittable: field._zod.optin === 'optional' && field._zod.optout === 'optional',
    };
  });
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undecided;
    const input = value as Record<string, unknown>;
    if (strict) {
      // zod reads the keys with for…in too; an own `__proto__` is an unknown key there.
      for (const key in input) if (!known.has(key)) return undecided;
    }
    const out: Record<string, unknown> = {};
    for (const { key, accept, omittable } of fields) {
      if (!(key in input)) {
        if (omittable) continue;
        return undecided;
      }
      const item = accept(input[key]);
      if (item === undecided) return undecided;
      out[key] = item;
    }
    return out;
  };
}

/** A plain object as zod's record knows one, read conservatively: an ordinary prototype and no own `constructor`. */
const isPlainRecord = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === null || (proto === Object.prototype && !Object.hasOwn(value, 'constructor'));
};

function recordParser(node: Node, def: Node['_zod']['def']): Acceptor {
  const keyType = def.keyType as Node;
  // A key schema that lists its keys (an enum) makes every one of them required: zod decides those.
  if (keyType._zod.values !== undefined) return byZod(node);
  const acceptKey = compile(keyType);
  const acceptValue = compile(def.valueType as Node);
  return (value) => {
    if (!isPlainRecord(value)) return undecided;
    // zod reads every own key, skipping what is not enumerable (so does Object.keys); symbols are left to it.
    if (Object.getOwnPropertySymbols(value).length > 0) return undecided;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (key === '__proto__') return undecided;
      const outKey = acceptKey(key);
      if (typeof outKey !== 'string' || outKey === '__proto__') return undecided;
      const item = acceptValue(value[key]);
      if (item === undecided) return undecided;
      out[outKey] = item;
    }
    return out;
  };
}
