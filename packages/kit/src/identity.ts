import type { IncomingMessage } from 'node:http';
import { authRoleHeader, type AuthRole } from '@portfolio/contracts';
import type { TrustedProxies } from './client-ip.ts';

/**
 * Who is calling, as decided by the auth check that guards the route (nginx auth_request in the gateway
 * topology, the same check called in-process on a single machine). Services never decide it themselves.
 */
const inProcessRole = Symbol.for('portfolio.auth-role');

type TaggedRequest = IncomingMessage & { [inProcessRole]?: AuthRole };

/** The single-machine dispatcher tags the request object itself: nothing a client sends can reach it. */
export function tagRole(req: IncomingMessage, role: AuthRole) {
  (req as TaggedRequest)[inProcessRole] = role;
}

/**
 * The role the guard decided. The gateway's header counts only on a request carrying the gateway's secret; never
 * by the peer's address, which any local process (or a front proxy passing a client's headers on) can share.
 */
export function roleOf(req: IncomingMessage, trust: TrustedProxies): AuthRole {
  const tagged = (req as TaggedRequest)[inProcessRole];
  if (tagged) return tagged;
  if (!trust.fromGateway(req)) return 'visitor';
  return req.headers[authRoleHeader] === 'admin' ? 'admin' : 'visitor';
}
