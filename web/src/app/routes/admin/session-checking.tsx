import { useTranslation } from 'react-i18next';

/** Shown at any admin address until the session check has answered. */
export function SessionChecking() {
  const { t } = useTranslation('admin');
  return (
    <p role="status" className="grid min-h-[60vh] place-items-center text-muted-foreground">
      {t('session.checking')}
    </p>
  );
}
