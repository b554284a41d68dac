import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AiJob, AiJobRequest, AiTaskKind } from '@portfolio/contracts';
import { aiSettingsQuery } from './api/ai-settings';
import { aiJobQuery, cancelAiJob, startAiJob } from './api/jobs';

/** The last job started under each key in this page's life: followed again when its screen opens anew. */
const startedJobs = new Map<string, string>();

/**
 * One background job of the author's: started here, its state asked again every second while it runs (the page is
 * never blocked meanwhile), cancelled on demand. With a `key`, the job started last under it is followed again by
 * the next screen that asks with that key (the editor starts anew to show a translation's drafts); `adopt` follows
 * a job started on an earlier visit.
 */
export function useAiJob(key?: string) {
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState(() => (key === undefined ? undefined : startedJobs.get(key)));
  const remember = (job: AiJob) => {
    queryClient.setQueryData(aiJobQuery(job.id).queryKey, job);
    setJobId(job.id);
  };
  const start = useMutation({
    mutationFn: (request: AiJobRequest) => startAiJob(request),
    onSuccess: (job) => {
      if (key !== undefined) startedJobs.set(key, job.id);
      remember(job);
    },
  });
  const query = useQuery({ ...aiJobQuery(jobId ?? ''), enabled: jobId !== undefined });
  const cancel = useMutation({ mutationFn: (id: string) => cancelAiJob(id), onSuccess: remember });
  return {
    job: jobId === undefined ? undefined : query.data,
    start: (request: AiJobRequest) => start.mutate(request),
    starting: start.isPending,
    startFailed: start.isError,
    cancel: () => jobId !== undefined && cancel.mutate(jobId),
    /** Follows a job listed earlier; what is known of it already (newer than the list) is kept. */
    adopt: (job: AiJob) => {
      if (!queryClient.getQueryData(aiJobQuery(job.id).queryKey))
        queryClient.setQueryData(aiJobQuery(job.id).queryKey, job);
      setJobId(job.id);
    },
    clear: () => {
      start.reset();
      setJobId(undefined);
    },
  };
}

/** Whether a provider serves the task: undefined until the settings are known. */
export function useTaskServed(task: AiTaskKind): boolean | undefined {
  const settings = useQuery(aiSettingsQuery());
  return settings.data ? settings.data.settings.routes[task] !== null : undefined;
}
