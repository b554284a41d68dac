import { UploadDropZone } from './upload-drop-zone';
import { UploadList } from './upload-list';
import { useUploadQueue } from './use-upload-queue';

/** The drop zone and its uploads (progress, retry, dismissal): the library's page and the picker upload alike. */
export function MediaUploads() {
  const queue = useUploadQueue();
  return (
    <>
      <UploadDropZone onFiles={queue.add} />
      <UploadList
        uploads={queue.uploads}
        onRetry={queue.retry}
        onDismiss={queue.dismiss}
        onClear={queue.clearFinished}
      />
    </>
  );
}
