import { Share2 } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useShare } from '../hooks/use-share';
import { webTargets, type WebTarget } from '../share/share-targets';

type WindowTarget = WebTarget & { window: NonNullable<WebTarget['window']> };
const offered = webTargets.filter((target) => target.enabled);
const hasWindow = (target: WebTarget): target is WindowTarget => target.window !== null;

const item =
  'flex min-h-11 w-full items-center rounded-md px-3 text-start text-sm hover:bg-accent hover:text-accent-foreground';

/**
 * The share menu: a disclosure (a native `<details>`, reachable and opened by keyboard) listing the spec's targets,
 * the device's own share sheet where the browser has one, and copying the link. Escape or a click elsewhere closes
 * it, and Escape gives the focus back to its button.
 */
export function ShareMenu({ article }: { article: { path: string; title: string } }) {
  const { t } = useTranslation('blog-post');
  const share = useShare(article);
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const deviceShare = typeof navigator.share === 'function';

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) menu.current?.removeAttribute('open');
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  /** A menu closes once an item is chosen, and the focus goes back to its button. */
  const close = () => {
    menu.current?.removeAttribute('open');
    menu.current?.querySelector('summary')?.focus();
  };
  const choose = (action: () => unknown) => {
    close();
    void action();
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menu.current?.open) close();
  };

  return (
    <details
      ref={menu}
      className="relative"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={closeOnEscape}
    >
      <summary
        className={cn(
          'inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border px-4 text-sm font-medium',
          'hover:bg-accent hover:text-accent-foreground [&::-webkit-details-marker]:hidden',
        )}
      >
        <Share2 aria-hidden className="size-4" />
        {t('blogPost.share.open')}
      </summary>
      <ul
        aria-label={t('blogPost.share.title')}
        className="absolute end-0 z-30 mt-2 w-72 rounded-lg border bg-background p-2 shadow-lg"
      >
        {offered.map((target) => (
          <li key={target.id}>
            {hasWindow(target) ? (
              <button type="button" className={item} onClick={() => choose(() => share.inWindow(target))}>
                {t(`blogPost.share.${target.id}`)}
              </button>
            ) : share.shared ? (
              // Email is a link: the browser hands it to the mail application, no window involved.
              <a className={item} href={target.address(share.shared)} onClick={close}>
                {t(`blogPost.share.${target.id}`)}
              </a>
            ) : (
              <button type="button" className={item} onClick={() => choose(share.unavailable)}>
                {t(`blogPost.share.${target.id}`)}
              </button>
            )}
          </li>
        ))}
        {deviceShare && (
          <li>
            <button type="button" className={item} onClick={() => choose(share.withDevice)}>
              {t('blogPost.share.native')}
            </button>
          </li>
        )}
        <li>
          <button type="button" className={item} onClick={() => choose(share.copy)}>
            {t('blogPost.share.copy')}
          </button>
        </li>
      </ul>
    </details>
  );
}
