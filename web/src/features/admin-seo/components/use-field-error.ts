import { useTranslation } from 'react-i18next';
import { errorKind } from '../field-errors';

/** The message for a refused field (by dotted key), or undefined while it is not refused. */
export function useFieldError(refused: ReadonlySet<string>) {
  const { t } = useTranslation('admin-seo');
  return (key: string) => (refused.has(key) ? t(`errors.${errorKind(key)}`) : undefined);
}
