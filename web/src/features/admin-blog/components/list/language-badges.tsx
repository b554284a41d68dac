import type { LanguageCode } from '@portfolio/contracts';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languages } from '@/config/constants';
import { cn } from '@/lib/cn';

const nameOf = (code: LanguageCode) => languages.find((language) => language.code === code)?.name ?? code;

/** The languages an article exists in, by code; an out-of-date translation carries a mark and says so in words. */
export function LanguageBadges({ codes, outdated }: { codes: LanguageCode[]; outdated: LanguageCode[] }) {
  const { t } = useTranslation('admin-blog');
  return (
    <ul className="flex flex-wrap gap-1">
      {codes.map((code) => {
        const late = outdated.includes(code);
        const name = late ? t('blog.languageOutdated', { language: nameOf(code) }) : nameOf(code);
        return (
          <li
            key={code}
            title={name}
            className={cn(
              'inline-flex items-center gap-1 rounded border px-1.5 py-0.5 font-mono text-xs uppercase',
              late && 'border-dashed border-amber-700/60 text-amber-800 dark:border-amber-400/60 dark:text-amber-300',
            )}
          >
            <span aria-hidden>{code}</span>
            {late && <TriangleAlert className="size-3.5" aria-hidden />}
            <span className="sr-only">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
