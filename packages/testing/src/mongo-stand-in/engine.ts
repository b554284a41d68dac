import type { Document } from 'bson';
import { Aggregator as BaseAggregator } from 'mingo/aggregator';
import { Context, evalExpr } from 'mingo/core';
import * as accumulator from 'mingo/operators/accumulator';
import * as expression from 'mingo/operators/expression';
import * as pipeline from 'mingo/operators/pipeline';
import * as projection from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as window from 'mingo/operators/window';
import { Query as BaseQuery } from 'mingo/query';
import { update as baseUpdate } from 'mingo/updater';

type ExpressionOperator = (obj: Document, expr: unknown, options: never) => unknown;

const offsetPattern = /^[+-]\d{2}(:?\d{2})?$/;

/** The UTC offset of a tz database zone at an instant, as `+01:00`. */
function offsetAt(date: Date, zone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/**
 * mingo reads only `Area/City` zone names (not `UTC`, `Etc/GMT+5` or `America/Argentina/Salta`): the zone is
 * turned into its offset at the date in question, which is what MongoDB computes from the tz database.
 */
const anyZone =
  (operator: ExpressionOperator): ExpressionOperator =>
  (obj, expr, options) => {
    const args = evalExpr(obj, expr, options) as unknown;
    if (!args || typeof args !== 'object' || args instanceof Date) return operator(obj, expr, options);
    const { date, timezone } = args as Document;
    if (typeof timezone !== 'string' || offsetPattern.test(timezone) || !(date instanceof Date)) {
      return operator(obj, expr, options);
    }
    return operator(obj, { $literal: { ...(args as Document), timezone: offsetAt(date, timezone) } }, options);
  };

const dateOperators = [
  '$dateToString',
  '$dateToParts',
  '$dateTrunc',
  '$year',
  '$month',
  '$dayOfMonth',
  '$dayOfWeek',
  '$dayOfYear',
  '$hour',
  '$minute',
  '$second',
  '$millisecond',
  '$week',
  '$isoWeek',
  '$isoWeekYear',
  '$isoDayOfWeek',
] as const;

const expressions = { ...expression } as unknown as Record<string, ExpressionOperator>;
for (const name of dateOperators) expressions[name] = anyZone(expressions[name]!);

const context = Context.init({
  accumulator,
  expression: expressions,
  pipeline,
  projection,
  query: queryOperators,
  window,
} as never);

/** Strict MongoDB semantics (BSON type names, no lax boolean coercion), every operator but the date ones as mingo has them. */
const options = { context, useStrictMode: true } as const;

export const query = (filter: Document) => new BaseQuery(filter, options);
export const aggregator = (stages: Document[]) => new BaseAggregator(stages, options);
export const applyModifier = (doc: Document, modifier: Document) =>
  baseUpdate(doc, modifier, undefined, undefined, { queryOptions: options });
