import type { ServerResponse } from 'node:http';
import type { ErrorBody } from '@portfolio/contracts';
import { securityHeaderValues, statusDefaults } from '@portfolio/kit';

/** Answers the dispatcher's own refusals with the contract's error body and the same headers as the services. */
export function sendError(res: ServerResponse, status: number, headers: Record<string, string> = {}) {
  const known = statusDefaults[status] ?? statusDefaults[500]!;
  const body: ErrorBody = { code: known.code, message: known.message };
  res.writeHead(status, {
    ...securityHeaderValues(),
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
  });
  res.end(JSON.stringify(body));
}
