import { useTranslation } from 'react-i18next';

const bar = 'rounded bg-muted motion-safe:animate-pulse';

/** The list's shape while its first page loads, announced once in words. */
export function ListSkeleton() {
  const { t } = useTranslation('admin-blog');
  return (
    <div role="status" aria-busy="true" className="grid gap-3">
      <span className="sr-only">{t('blog.loading')}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} aria-hidden className="grid gap-3 rounded-lg border p-4">
          <div className={`h-5 w-2/3 ${bar}`} />
          <div className={`h-4 w-24 ${bar}`} />
          <div className={`h-4 w-full max-w-md ${bar}`} />
        </div>
      ))}
    </div>
  );
}
