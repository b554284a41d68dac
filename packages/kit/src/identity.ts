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

/** The role the guard decided; the gateway's header counts only when it came from a trusted proxy. */
export function roleOf(req: IncomingMessage, trust: TrustedProxies): AuthRole {
  const tagged = (req as TaggedRequest)[inProcessRole];
  if (tagged) return tagged;
  if (!trust.trusts(req.socket.remoteAddress)) return 'visitor';
  return req.headers[authRoleHeader] === 'admin' ? 'admin' : 'visitor';
}
