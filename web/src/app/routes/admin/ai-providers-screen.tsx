import { useTranslation } from 'react-i18next';
import { AiProvidersPage } from '@/features/admin-ai/components/ai-providers-page';
import { Pager } from '@/features/admin-mail/components/pager';
import { ScreenHeader } from './screen-header';

/** `/admin/ai-providers`: the AI providers, which serves each task, the limits and the usage log. */
export default function AiProvidersScreen() {
  const { t } = useTranslation('admin-ai');
  return (
    <>
      <ScreenHeader title={t('screen.title')} pageTitle={t('meta.title')} intro={t('screen.intro')} />
      <AiProvidersPage Pager={Pager} />
    </>
  );
}
