import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { issuesQuery, scheduleQuery } from '../api/newsletter';
import { PastIssues } from './past-issues';
import { ScheduleForm } from './schedule-form';
import { UpcomingIssue } from './upcoming-issue';

/** The weekly newsletter: its schedule, the issue that goes out next, and the past ones with their reports. */
export function WeeklyPanel() {
  const { t } = useTranslation('admin-mail');
  const schedule = useQuery(scheduleQuery());
  const issues = useQuery(issuesQuery());
  const upcoming = issues.data?.upcoming;
  return (
    <div className="grid gap-6">
      {schedule.data ? <ScheduleForm schedule={schedule.data} /> : <QueryFallback query={schedule} />}
      {!issues.data ? (
        <QueryFallback query={issues} />
      ) : (
        <>
          {upcoming && upcoming.status === 'draft' ? (
            // A new editor when the issue changes (sent, skipped, the next one built).
            <UpcomingIssue key={upcoming.id} issue={upcoming} />
          ) : (
            <p className="rounded-lg border p-6 text-muted-foreground">{t('issue.none')}</p>
          )}
          <PastIssues
            issues={upcoming && upcoming.status !== 'draft' ? [upcoming, ...issues.data.past] : issues.data.past}
          />
        </>
      )}
    </div>
  );
}
