import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { useAdminFormat } from '@/lib/use-admin-format';
import { seoAuditQuery } from '../api/seo-audit';
import { findingsByKind } from '../audit-findings';
import { AuditGroup } from './audit-group';
import { Panel } from './field';

/**
 * The audit of every public page in every language, run when the tab opens and on demand: findings grouped by kind,
 * each linking to the screen that fixes it.
 */
export function AuditPanel() {
  const { t } = useTranslation('admin-seo-management');
  const format = useAdminFormat();
  const query = useQuery(seoAuditQuery());
  const report = query.data;
  return (
    <Panel
      id="audit"
      title={t('audit.title')}
      intro={t('audit.intro')}
      actions={
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden className={query.isFetching ? 'motion-safe:animate-spin' : undefined} />
          {t('audit.rerun')}
        </Button>
      }
    >
      {report ? (
        <div className="grid gap-4">
          <p role="status" className="text-sm text-muted-foreground">
            {t('audit.checkedAt', { date: format.moment(report.generatedAt), pages: format.count(report.pages) })}{' '}
            {report.findings.length === 0 ? t('audit.clean') : t('audit.findings', { count: report.findings.length })}
          </p>
          {report.truncated && <p className="text-sm">{t('audit.truncated')}</p>}
          {findingsByKind(report.findings).map(([kind, findings]) => (
            <AuditGroup key={kind} kind={kind} findings={findings} />
          ))}
        </div>
      ) : (
        <QueryFallback query={query} />
      )}
    </Panel>
  );
}
