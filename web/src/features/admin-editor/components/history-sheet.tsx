import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleHistoryPanel, type ArticleHistoryProps } from '@/components/article-history/article-history-panel';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';

/** "History": the article's versions in a side panel, from which one can become the draft again. */
export function HistorySheet({ articleId, revision, onRestored }: ArticleHistoryProps) {
  const { t } = useTranslation('admin-editor');
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline">
          <History aria-hidden />
          {t('settings.history')}
        </Button>
      </SheetTrigger>
      <SheetContent closeLabel={t('settings.historyClose')} className="w-[40rem]! max-w-[95vw]! overflow-y-auto">
        <SheetTitle>{t('settings.history')}</SheetTitle>
        <ArticleHistoryPanel
          articleId={articleId}
          revision={revision}
          onRestored={(article) => {
            setOpen(false);
            onRestored(article);
          }}
        />
      </SheetContent>
    </Sheet>
  );
}
