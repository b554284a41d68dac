import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenSession } from '@portfolio/contracts';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { Button } from '@/components/ui/button';
import { relativeTime } from '@/lib/relative-time';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { refusalOf } from '../account-forms';
import { openSessionsQuery, revokeOtherSessions, revokeSession } from '../api/sessions';
import { isUnknown, sessionRows } from '../session-rows';
import { Card } from './field';
import { useRefusalText } from './use-refusal-text';

const cell = 'px-3 py-2 text-start align-middle';

/** The open sessions: browser, approximate country, last activity; each other one can be ended, or all at once. */
export function SessionsCard() {
  const { t, i18n } = useTranslation('admin-account');
  const format = useAdminFormat();
  const queryClient = useQueryClient();
  const refusalText = useRefusalText();
  const sessions = useQuery(openSessionsQuery());
  const refresh = () => queryClient.invalidateQueries(openSessionsQuery());
  const failed = (failure: unknown) => toast({ variant: 'destructive', title: refusalText(refusalOf(failure)) });

  const revokeOne = useMutation({
    mutationFn: revokeSession,
    onSuccess: () => toast({ title: t('sessions.revoked') }),
    onError: failed,
    onSettled: refresh,
  });
  const revokeOthers = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => toast({ title: t('sessions.othersRevoked') }),
    onError: failed,
    onSettled: refresh,
  });

  const when = (session: OpenSession) =>
    relativeTime(
      new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }),
      new Date(session.lastActivityAt).toISOString(),
      // "Now" is when the list was fetched: the times read as of that moment, like the list itself.
      sessions.dataUpdatedAt,
    );
  const rows = sessions.data ? sessionRows(sessions.data.sessions) : [];
  const others = rows.filter((session) => !session.current);

  return (
    <Card id="sessions" title={t('sessions.title')} intro={t('sessions.intro')}>
      {!sessions.data ? (
        <QueryFallback query={sessions} />
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('sessions.title')}</caption>
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className={cell}>
                    {t('sessions.browser')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('sessions.place')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('sessions.lastActive')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('sessions.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((session) => (
                  <tr key={session.id} className="border-t">
                    <th scope="row" className={`${cell} font-medium`}>
                      <span dir="ltr">{session.browser}</span>
                    </th>
                    <td className={cell}>
                      {isUnknown(session.country) ? t('sessions.unknownPlace') : format.country(session.country)}
                    </td>
                    <td className={cell}>
                      <time dateTime={new Date(session.lastActivityAt).toISOString()}>{when(session)}</time>
                    </td>
                    <td className={cell}>
                      {session.current ? (
                        <span className="font-medium">{t('sessions.current')}</span>
                      ) : (
                        // Named by its visible word; the row (browser, place, time) says whose session it ends.
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={revokeOne.isPending}
                          onClick={() => revokeOne.mutate(session.id)}
                        >
                          {t('sessions.revoke')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {others.length === 0 ? (
            <p>{t('sessions.alone')}</p>
          ) : (
            <div>
              <Button variant="destructive" disabled={revokeOthers.isPending} onClick={() => revokeOthers.mutate()}>
                {t('sessions.revokeOthers')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
