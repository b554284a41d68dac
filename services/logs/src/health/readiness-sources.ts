import { gatewayTokenHeader, type ServiceName } from '@portfolio/contracts';
import { evaluateReadiness, type InProcessServices, type Lifecycle } from '@portfolio/kit';
import type { ReadinessAnswer } from './assess.ts';

export interface ReadinessSources {
  /** This service's own name and lifecycle: it answers for itself in-process wherever it runs. */
  self: { name: ServiceName; lifecycle: Lifecycle };
  /** The services beside it in the single-machine process. */
  neighbours?: InProcessServices;
  /** The others' addresses when they run as their own processes (SERVICE_URLS). */
  urls: Partial<Record<ServiceName, string>>;
  /** Proves this caller one of ours, so that a service on another host of the internal network shows its details. */
  gatewaySecret?: string;
  /** How long a service may take to answer before it counts as down; longer than its checks' one-second bound. */
  timeoutMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `/readyz` over HTTP as a direct caller: 200 or 503 with kit's body is an answer; anything else is none. */
async function askOverHttp(url: string, sources: ReadinessSources): Promise<ReadinessAnswer | undefined> {
  try {
    const res = await fetch(`${url}/readyz`, {
      headers: sources.gatewaySecret ? { [gatewayTokenHeader]: sources.gatewaySecret } : {},
      signal: AbortSignal.timeout(sources.timeoutMs ?? 2500),
    });
    const body: unknown = await res.json();
    if ((res.status !== 200 && res.status !== 503) || !isRecord(body) || typeof body.status !== 'string') return;
    return { status: body.status, checks: isRecord(body.checks) ? body.checks : {} };
  } catch {
    return undefined;
  }
}

/**
 * A service's readiness from wherever it is: in this process (itself, or a neighbour in the single-machine
 * process), else at its address; undefined when it cannot be asked or does not answer (down).
 */
export async function readinessOf(name: ServiceName, sources: ReadinessSources): Promise<ReadinessAnswer | undefined> {
  const lifecycle = name === sources.self.name ? sources.self.lifecycle : sources.neighbours?.get(name)?.lifecycle;
  if (lifecycle) {
    const { status, checks } = await evaluateReadiness(lifecycle);
    return { status, checks };
  }
  const url = sources.urls[name];
  return url ? askOverHttp(url, sources) : undefined;
}
