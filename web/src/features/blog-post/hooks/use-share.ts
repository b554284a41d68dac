import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast-store';
import { copyLink, pageBrowser, shareInWindow, shareWithDevice, type ShareOutcome } from '../share/run-share';
import { articleUrl, type SharedArticle, type WebTarget } from '../share/share-targets';

/** The site's public origin (as the document head's links say it), else the page's. */
const siteOrigin = () => (import.meta.env.VITE_SITE_URL ?? window.location.origin).replace(/\/$/, '');

/**
 * The share actions of one article, each ending in the spec's toast (§8): "Sharing unavailable", "Share failed",
 * "Link copied", "Copy failed". A share that went through, or a share sheet the reader closed, says nothing.
 */
export function useShare(article: { path: string; title: string }) {
  const { t } = useTranslation('blog-post');
  const shared = useMemo<SharedArticle | null>(() => {
    const url = articleUrl(article.path, siteOrigin());
    return url ? { url, title: article.title } : null;
  }, [article.path, article.title]);

  const notify = (outcome: ShareOutcome) => {
    const texts = 'blogPost.toasts';
    if (outcome === 'unavailable') {
      toast({ title: t(`${texts}.unavailable`), description: t(`${texts}.unavailableText`), variant: 'destructive' });
    } else if (outcome === 'failed') {
      toast({ title: t(`${texts}.failed`), description: t(`${texts}.failedText`), variant: 'destructive' });
    } else if (outcome === 'copied') {
      toast({ title: t(`${texts}.copied`) });
    } else if (outcome === 'copyFailed') {
      toast({ title: t(`${texts}.copyFailed`), description: t(`${texts}.copyFailedText`), variant: 'destructive' });
    }
  };

  return {
    shared,
    inWindow: (target: WebTarget & { window: NonNullable<WebTarget['window']> }) =>
      notify(shareInWindow(target, shared, pageBrowser())),
    withDevice: async () => notify(await shareWithDevice(shared, pageBrowser())),
    copy: async () => notify(await copyLink(shared, pageBrowser())),
    unavailable: () => notify('unavailable'),
  };
}
