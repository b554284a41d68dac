import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ReaderNotice } from '../engine/types';

/**
 * The reader's message in words, in a polite live region (heard once, never over the reading): no speech synthesis
 * or no voice in this browser, with the recording offered when the article has one; the wanted kind of voice
 * missing; the recording that failed to load.
 */
export function ReaderNoticeText({ notice, offerRecorded }: { notice?: ReaderNotice; offerRecorded?: () => void }) {
  const { t } = useTranslation('article-reader');
  const speechless = notice === 'noSpeech' || notice === 'noVoices';
  return (
    <div role="status" className="text-sm empty:hidden">
      {notice && <p>{t(`articleReader.${notice}`)}</p>}
      {speechless && offerRecorded && (
        <p className="mt-2 flex flex-wrap items-center gap-3">
          {t('articleReader.offerRecorded')}
          <Button variant="outline" size="sm" onClick={offerRecorded}>
            {t('articleReader.playRecorded')}
          </Button>
        </p>
      )}
    </div>
  );
}
