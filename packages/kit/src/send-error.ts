import type { ServerResponse } from 'node:http';
import type { ErrorBody } from '@portfolio/contracts';
import { statusDefaults } from './errors.ts';
import { securityHeaderValues } from './security-headers.ts';

/**
 * The contract's error answer for a status, with the headers every API answer carries: what a server that answers
 * before any service does (the dispatcher, Node's parser refusals, an unmet Expect) sends for a client mistake.
 */
export function errorAnswerParts(status: number, extra: Record<string, string> = {}) {
  const known = statusDefaults[status] ?? statusDefaults[500]!;
  const body = JSON.stringify({ code: known.code, message: known.message } satisfies ErrorBody);
  const headers: Record<string, string> = {
    ...securityHeaderValues(),
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    ...extra,
  };
  return { headers, body };
}

/** Answers with the contract's error body for `status` (see errorAnswerParts). */
export function sendError(res: ServerResponse, status: number, extra: Record<string, string> = {}) {
  const { headers, body } = errorAnswerParts(status, extra);
  res.writeHead(status, headers);
  res.end(body);
}
