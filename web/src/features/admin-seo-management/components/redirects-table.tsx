import type { Redirect } from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { deleteRedirect, redirectListQuery } from '../api/redirects';

/** The administrator's redirects, one row each: from, type, to, hits; edit and remove (asked first). */
export function RedirectsTable({ redirects, onEdit }: { redirects: Redirect[]; onEdit: (id: string) => void }) {
  const { t } = useTranslation('admin-seo-management');
  const format = useAdminFormat();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<Redirect>();
  const table = useRef<HTMLTableElement>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteRedirect(id),
    onSuccess: async () => {
      setRemoving(undefined);
      toast({ title: t('redirects.removed') });
      await queryClient.invalidateQueries({ queryKey: redirectListQuery().queryKey });
    },
    onError: () => toast({ variant: 'destructive', title: t('common.actionFailed') }),
  });

  if (redirects.length === 0) return <p className="text-muted-foreground">{t('redirects.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table ref={table} tabIndex={-1} className="w-full text-sm">
        <caption className="sr-only">{t('redirects.list')}</caption>
        <thead className="text-start text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="p-2 text-start font-medium">
              {t('redirects.source')}
            </th>
            <th scope="col" className="p-2 text-start font-medium">
              {t('redirects.kind')}
            </th>
            <th scope="col" className="p-2 text-start font-medium">
              {t('redirects.target')}
            </th>
            <th scope="col" className="p-2 text-end font-medium">
              {t('redirects.hits')}
            </th>
            <th scope="col" className="p-2 text-end font-medium">
              {t('redirects.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {redirects.map((redirect) => (
            <tr key={redirect.id} className="border-b last:border-0">
              <td className="p-2 font-mono break-all" dir="ltr">
                {redirect.source}
              </td>
              <td className="p-2">{t(`redirects.kind_${redirect.kind}`)}</td>
              <td className="p-2 font-mono break-all" dir="ltr">
                {redirect.target ?? <span className="font-sans text-muted-foreground">{t('redirects.noTarget')}</span>}
              </td>
              <td className="p-2 text-end tabular-nums">{format.count(redirect.hits)}</td>
              <td className="p-2">
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('redirects.editLabel', { source: redirect.source })}
                    onClick={() => onEdit(redirect.id)}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('redirects.removeLabel', { source: redirect.source })}
                    onClick={() => setRemoving(redirect)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={(open) => !open && setRemoving(undefined)}
        title={t('redirects.removeTitle')}
        description={t('redirects.removeText', { source: removing?.source ?? '' })}
        confirmLabel={t('redirects.remove')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => removing && remove.mutate(removing.id)}
        destructive
        pending={remove.isPending}
        fallbackFocus={table}
      />
    </div>
  );
}
