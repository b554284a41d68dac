import { Newspaper, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';

const tab = 'inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium [&_svg]:size-4';

/** The articles or the trash: two addresses, the current one marked in words for assistive technology too. */
export function ViewSwitch({ trash }: { trash: boolean }) {
  const { t } = useTranslation('admin-blog');
  const views = [
    { to: '?', current: !trash, label: t('blog.articles'), Icon: Newspaper },
    { to: '?trash=true', current: trash, label: t('blog.trash'), Icon: Trash2 },
  ];
  return (
    <nav aria-label={t('blog.views')}>
      <ul className="inline-flex gap-1 rounded-lg border bg-muted/40 p-1">
        {views.map(({ to, current, label, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              aria-current={current ? 'page' : undefined}
              className={cn(tab, current ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground')}
            >
              <Icon aria-hidden />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
