import { aiProviderEndpoints as e } from '@portfolio/contracts';
import { route, type RouteDefinition } from '@portfolio/kit';
import type { AiArea } from './ai-area.ts';

/** The AI providers' admin API (#20): providers, settings, usage, and the author's jobs. */
export function aiRoutes(ai: AiArea): RouteDefinition[] {
  return [
    route(e.aiProviders, () => ai.providers.list()),
    route(e.addAiProvider, (_ctx, { body }) => ai.providers.add(body)),
    route(e.saveAiProvider, (_ctx, { params, body }) => ai.providers.save(params.id, body)),
    route(e.removeAiProvider, async (_ctx, { params }) => {
      await ai.providers.remove(params.id);
    }),
    route(e.testAiProvider, (_ctx, { params }) => ai.providers.test(params.id)),
    route(e.aiSettings, () => ai.settings.view()),
    route(e.saveAiSettings, (_ctx, { body }) => ai.settings.save(body)),
    route(e.aiUsage, (_ctx, { query }) => ai.usage(query.page)),
    route(e.startAiJob, (_ctx, { body }) => ai.jobs.start(body)),
    route(e.aiJobs, (_ctx, { query }) => ai.jobs.list(query)),
    route(e.aiJob, (_ctx, { params }) => ai.jobs.get(params.id)),
    route(e.cancelAiJob, (_ctx, { params }) => ai.jobs.cancel(params.id)),
  ];
}
