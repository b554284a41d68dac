import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { redirectListQuery } from '../api/redirects';
import { EditorRedirects } from './editor-redirects';
import { Panel } from './field';
import { RedirectForm } from './redirect-form';
import { RedirectsTable } from './redirects-table';

/** Which form is open: none, a new redirect (maybe from a not-found path), or an existing one by id. */
type Open = { kind: 'none' } | { kind: 'new'; source?: string } | { kind: 'edit'; id: string };

/**
 * The redirects: the administrator's (added, edited, removed here, with their hits) and the editor's former slugs
 * (read-only). `prefilled` opens the form for a new redirect from that path (the not-found list's "create a
 * redirect"); closing it tells the page, which drops the path from the address.
 */
export function RedirectsPanel({ prefilled, onFormClosed }: { prefilled?: string; onFormClosed: () => void }) {
  const { t } = useTranslation('admin-seo-management');
  const query = useQuery(redirectListQuery());
  const [chosen, setChosen] = useState<Open>({ kind: 'none' });
  const open: Open = prefilled !== undefined ? { kind: 'new', source: prefilled } : chosen;
  const close = () => {
    setChosen({ kind: 'none' });
    if (prefilled !== undefined) onFormClosed();
  };
  const editing = open.kind === 'edit' ? query.data?.redirects.find((r) => r.id === open.id) : undefined;

  return (
    <div className="grid gap-6">
      <Panel
        id="redirects"
        title={t('redirects.title')}
        intro={t('redirects.intro')}
        actions={
          open.kind === 'none' ? (
            <Button onClick={() => setChosen({ kind: 'new' })}>
              <Plus aria-hidden />
              {t('redirects.add')}
            </Button>
          ) : undefined
        }
      >
        {open.kind === 'new' && <RedirectForm key={`new:${open.source ?? ''}`} source={open.source} onDone={close} />}
        {editing && <RedirectForm key={`edit:${editing.id}`} editing={editing} onDone={close} />}
        {query.data ? (
          <RedirectsTable
            redirects={query.data.redirects}
            onEdit={(id) => {
              if (prefilled !== undefined) onFormClosed();
              setChosen({ kind: 'edit', id });
            }}
          />
        ) : (
          <QueryFallback query={query} />
        )}
      </Panel>
      {query.data && query.data.editor.length > 0 && <EditorRedirects redirects={query.data.editor} />}
    </div>
  );
}
