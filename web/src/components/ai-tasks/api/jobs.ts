import { queryOptions } from '@tanstack/react-query';
import { aiProviderEndpoints, type AiJob, type AiJobRequest } from '@portfolio/contracts';
import { callEndpoint } from '@/lib/api-client';

const admin = { credentials: 'include' } as const;

/** A job still to finish: its state is asked again until it is. */
export const jobRunning = (job: AiJob) => job.status === 'queued' || job.status === 'running';

/** `aiProviderEndpoints.startAiJob`: a translation, a suggestion or an alt text, in the background. */
export const startAiJob = (body: AiJobRequest) => callEndpoint(aiProviderEndpoints.startAiJob, { body }, admin);

/** `aiProviderEndpoints.aiJob`: asked every second while the job runs, no more once it ended. */
export const aiJobQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'ai', 'jobs', id],
    queryFn: () => callEndpoint(aiProviderEndpoints.aiJob, { params: { id } }, admin),
    refetchInterval: (query) => (query.state.data && !jobRunning(query.state.data) ? false : 1_000),
  });

/** `aiProviderEndpoints.aiJobs`: an article's jobs of the last day, so that one running is found on reopening. */
export const articleJobsQuery = (articleId: string) =>
  queryOptions({
    queryKey: ['admin', 'ai', 'jobs', 'article', articleId],
    queryFn: () => callEndpoint(aiProviderEndpoints.aiJobs, { query: { articleId } }, admin),
  });

/** `aiProviderEndpoints.cancelAiJob`: what it already wrote stays, nothing more is sent. */
export const cancelAiJob = (id: string) => callEndpoint(aiProviderEndpoints.cancelAiJob, { params: { id } }, admin);
