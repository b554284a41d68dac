import { useTranslation } from 'react-i18next';
import { LanguagesIcon } from '@/components/icons';
import { Button, type ButtonProps } from '@/components/ui/button';
import { languages } from '@/config/constants';
import { useLanguage } from '../hooks/use-language';

/** The language menu's trigger, also shown on its own while the menu's code loads. */
export function LanguageButton(props: ButtonProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const current = languages.find((l) => l.code === language) ?? languages[0];
  return (
    <Button variant="ghost" className="px-3" aria-haspopup="menu" {...props}>
      <LanguagesIcon />
      {/* The visible code starts the accessible name (WCAG 2.5.3, label in name); the rest says what it is. */}
      {current.code.toUpperCase()}
      <span className="sr-only">
        {t('language.label')}: <span lang={current.code}>{current.name}</span>
      </span>
    </Button>
  );
}
