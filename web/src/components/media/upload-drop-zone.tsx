import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const carriesFiles = (event: DragEvent | globalThis.DragEvent) => event.dataTransfer?.types.includes('Files') ?? false;

/** A file dropped beside the zone would make the browser leave the page to show it: refused while the zone is shown. */
function useMissedDropsIgnored() {
  useEffect(() => {
    const ignore = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);
}

/**
 * Where images are dropped, several at once: a labelled region whose button opens the system's file picker, so a
 * keyboard or a screen reader gets the same uploads as a mouse. The server decides what each file is.
 */
export function UploadDropZone({ onFiles, className }: { onFiles: (files: File[]) => void; className?: string }) {
  const { t } = useTranslation('admin-media');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  useMissedDropsIgnored();
  const accept = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      data-drop-zone
      onDragEnter={accept}
      onDragOver={accept}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
      className={cn(
        'grid justify-items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors motion-reduce:transition-none',
        over ? 'border-primary bg-accent' : 'border-border',
        className,
      )}
    >
      <Upload aria-hidden className="size-8 text-muted-foreground" />
      <h2 id={`${id}-title`} className="font-semibold">
        {t('upload.drop')}
      </h2>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('upload.hint')}
      </p>
      <Button type="button" variant="outline" onClick={() => input.current?.click()}>
        {t('upload.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        accept="image/*"
        hidden
        aria-label={t('upload.zone')}
        onChange={(event) => {
          onFiles([...(event.currentTarget.files ?? [])]);
          event.currentTarget.value = '';
        }}
      />
    </section>
  );
}
