import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { mediaQueryKey } from './api/media-list-query';
import { uploadMedia } from './api/upload-media';
import { uploadFailureOf } from './upload-failure';
import { uploadQueue, uploadsToStart } from './upload-queue';

let nextKey = 0;

/**
 * Uploads files a few at a time (`uploadQueue`), reporting each one's progress and failure; every finished upload
 * refreshes the library's lists. Uploads still travelling when the component goes away are cancelled.
 */
export function useUploadQueue() {
  const [uploads, dispatch] = useReducer(uploadQueue, []);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const queryClient = useQueryClient();

  useEffect(() => {
    for (const key of uploadsToStart(uploads)) {
      const file = files.current.get(key);
      if (!file) continue;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      dispatch({ type: 'started', key });
      uploadMedia(file, (sent) => dispatch({ type: 'progressed', key, sent }), controller.signal)
        .then(
          (item) => {
            dispatch({ type: 'succeeded', key, itemId: item.id });
            files.current.delete(key);
            void queryClient.invalidateQueries({ queryKey: mediaQueryKey });
          },
          (error: unknown) => {
            if (!controller.signal.aborted) dispatch({ type: 'failed', key, failure: uploadFailureOf(error) });
          },
        )
        .finally(() => controllers.current.delete(key));
    }
  }, [uploads, queryClient]);

  useEffect(() => {
    const travelling = controllers.current;
    return () => travelling.forEach((controller) => controller.abort());
  }, []);

  const add = useCallback((picked: Iterable<File>) => {
    const added = [...picked].map((file) => {
      const key = `upload-${++nextKey}`;
      files.current.set(key, file);
      return { key, name: file.name, bytes: file.size };
    });
    if (added.length > 0) dispatch({ type: 'added', files: added });
  }, []);
  const retry = useCallback((key: string) => dispatch({ type: 'retried', key }), []);
  const dismiss = useCallback((key: string) => {
    files.current.delete(key);
    dispatch({ type: 'dismissed', key });
  }, []);
  const clearFinished = useCallback(() => {
    for (const upload of uploads) if (upload.status === 'failed') files.current.delete(upload.key);
    dispatch({ type: 'clearedFinished' });
  }, [uploads]);

  return { uploads, add, retry, dismiss, clearFinished };
}
