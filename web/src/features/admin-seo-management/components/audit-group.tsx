import type { SeoAuditFinding, SeoAuditKind } from '@portfolio/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { languageName } from '@/lib/language-name';
import { detailWords, fixLink } from '../audit-findings';

/** The findings of one kind: the page and its language, what is wrong in words, and a link to the screen that fixes it. */
export function AuditGroup({ kind, findings }: { kind: SeoAuditKind; findings: SeoAuditFinding[] }) {
  const { t, i18n } = useTranslation('admin-seo-management');
  const id = useId();
  const language = (code: string) => languageName(code, i18n.language);
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-lg font-semibold">
        {t(`audit.kind.${kind}`)} <span className="text-muted-foreground">({findings.length})</span>
      </h3>
      <ul className="grid gap-2">
        {findings.map((finding, index) => (
          <li
            key={`${finding.page} ${finding.lang} ${index}`}
            className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-md border p-3 text-sm"
          >
            <div className="grid min-w-0 gap-0.5">
              <a href={finding.url} target="_blank" rel="noreferrer" className="break-all underline underline-offset-4">
                <span dir="ltr" className="font-mono">
                  {finding.page}
                </span>{' '}
                · {language(finding.lang)}
              </a>
              {detailWords(finding, language).map(({ key, values }) => (
                <span key={key} className="break-words text-muted-foreground">
                  {t(`audit.detailText.${key}`, values)}
                </span>
              ))}
            </div>
            <Link to={fixLink(finding).href} className="shrink-0 font-medium underline underline-offset-4">
              {t(`audit.fixIn.${fixLink(finding).label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
