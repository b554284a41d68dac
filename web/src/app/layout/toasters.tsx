import { useTranslation } from 'react-i18next';
import { StackedToaster } from '@/components/ui/stacked-toaster';
import { Toaster } from '@/components/ui/toaster';
import { useTheme } from '@/features/theme/hooks/use-theme';

/** Both notification systems of the spec (§9): the single-toast store and Sonner's stack. */
export default function Toasters() {
  const { t, i18n } = useTranslation();
  const { resolved } = useTheme();
  return (
    <>
      <Toaster labels={{ region: `${t('a11y.notifications')} ({hotkey})`, close: t('a11y.closeNotification') }} />
      <StackedToaster theme={resolved} label={t('a11y.notifications')} dir={i18n.dir()} />
    </>
  );
}
