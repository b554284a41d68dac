import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { useBytesFormat } from '@/components/media/use-bytes-format';
import { useAdminFormat } from '@/lib/use-admin-format';
import { sitemapQuery } from '../api/sitemap';
import { Panel } from './field';

/** The sitemap as crawlers read it: each file with its addresses, size and last change, and the totals. */
export function SitemapPanel() {
  const { t } = useTranslation('admin-seo-management');
  const format = useAdminFormat();
  const bytes = useBytesFormat();
  const query = useQuery(sitemapQuery());
  const info = query.data;
  return (
    <Panel id="sitemap" title={t('sitemap.title')} intro={t('sitemap.intro')}>
      {info ? (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-muted-foreground">
              <tr className="border-b">
                <th scope="col" className="p-2 text-start font-medium">
                  {t('sitemap.file')}
                </th>
                <th scope="col" className="p-2 text-end font-medium">
                  {t('sitemap.urls')}
                </th>
                <th scope="col" className="p-2 text-end font-medium">
                  {t('sitemap.size')}
                </th>
                <th scope="col" className="p-2 text-end font-medium">
                  {t('sitemap.changed')}
                </th>
              </tr>
            </thead>
            <tbody>
              {info.files.map((file) => (
                <tr key={file.path} className="border-b">
                  <th scope="row" className="p-2 text-start font-normal">
                    <a
                      href={file.path}
                      target="_blank"
                      rel="noreferrer"
                      dir="ltr"
                      className="font-mono break-all underline underline-offset-4"
                    >
                      {file.path}
                    </a>
                  </th>
                  <td className="p-2 text-end tabular-nums">{format.count(file.urls)}</td>
                  <td className="p-2 text-end tabular-nums">{bytes(file.bytes)}</td>
                  <td className="p-2 text-end">{format.moment(file.lastModified)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="font-semibold">
              <tr>
                <th scope="row" className="p-2 text-start">
                  {t('sitemap.total')}
                </th>
                <td className="p-2 text-end tabular-nums">{format.count(info.urls)}</td>
                <td className="p-2 text-end tabular-nums">{bytes(info.bytes)}</td>
                <td className="p-2 text-end">{format.moment(info.lastModified)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <QueryFallback query={query} />
      )}
    </Panel>
  );
}
