import { siteContentLimits, type DocumentFile, type LanguageCode } from '@portfolio/contracts';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { languageName } from '@/lib/language-name';
import { toast } from '@/lib/toast-store';
import { uploadDocument } from '../api/upload-document';
import { pdfRefusal, type PdfRefusal } from '../pdf-check';

const megabytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1e6);
const kilobytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 }).format(bytes / 1e3);

/** The server's refusal in the same words as the page's own check. */
const refusalOf = (error: unknown): PdfRefusal | 'failed' =>
  error instanceof ApiError && error.status === 413
    ? 'tooLarge'
    : error instanceof ApiError && error.status >= 400 && error.status < 500
      ? 'notPdf'
      : 'failed';

/**
 * A document's PDF in the language being edited: what is there (this language's, or English's that visitors get
 * instead), and a file picker that uploads or replaces it at once. A file that is not a PDF or is too large is
 * refused here, and again by the server, with the reason under the picker.
 */
export function DocumentUpload({
  documentKey,
  lang,
  file,
  saved,
  onUploaded,
}: {
  documentKey: string;
  lang: LanguageCode;
  file: DocumentFile | null;
  /** Whether the draft holds this document in this language already: the server files a PDF under a saved one. */
  saved: boolean;
  onUploaded: (file: DocumentFile, revision: number) => void;
}) {
  const { t, i18n } = useTranslation('admin-content');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<PdfRefusal | 'failed'>();
  const upload = useMutation({
    mutationFn: (picked: File) => uploadDocument(documentKey, lang, picked),
    onMutate: () => setRefusal(undefined),
    onSuccess: (answer) => {
      onUploaded(answer.file, answer.revision);
      toast({ title: t('file.uploaded') });
    },
    onError: (error) => setRefusal(refusalOf(error)),
  });
  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    const refused = await pdfRefusal(picked);
    if (refused) setRefusal(refused);
    else upload.mutate(picked);
    if (input.current) input.current.value = '';
  };
  const language = i18n.resolvedLanguage ?? i18n.language;
  const message = refusal && t(`file.${refusal}`, { size: megabytes(siteContentLimits.documentBytes, language) });

  return (
    <div className="grid gap-2 rounded-md border border-dashed p-3">
      <p className="text-sm">
        {file
          ? t('file.current', { size: kilobytes(file.bytes, language) })
          : t(lang === 'en' ? 'file.none' : 'file.fallback')}
      </p>
      {saved ? (
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={id} className="sr-only">
            {t('file.label', { language: languageName(lang, language) })}
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            accept="application/pdf,.pdf"
            // Reached through the button beside it, which says what it does; one tab stop, not two.
            tabIndex={-1}
            className="sr-only"
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <Button type="button" variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
            <Upload aria-hidden />
            {upload.isPending ? t('file.uploading') : t(file ? 'file.replace' : 'file.upload')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('file.saveFirst')}</p>
      )}
      {message && (
        <p id={`${id}-error`} role="alert" className="flex items-start gap-1.5 text-sm font-medium">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          {message}
        </p>
      )}
    </div>
  );
}
