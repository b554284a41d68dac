import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFallback } from '@/components/query-fallback';
import { sendTestMail, smtpSettingsQuery } from '../api/smtp';
import { SmtpForm } from './smtp-form';
import { TestMailForm } from './test-mail-form';

/** `/admin/smtp`: the settings every mail goes out through, and a test mail through the saved ones. */
export function SmtpPage() {
  const { t } = useTranslation('admin-mail');
  const query = useQuery(smtpSettingsQuery());
  if (!query.data) return <QueryFallback query={query} />;
  return (
    <div className="grid gap-6">
      {/* A new form when the saved settings change elsewhere (another tab), so its fields show them. */}
      <SmtpForm key={query.data.updatedAt ?? 'new'} settings={query.data} />
      <TestMailForm title={t('smtp.testTitle')} intro={t('smtp.testIntro')} send={sendTestMail} />
    </div>
  );
}
