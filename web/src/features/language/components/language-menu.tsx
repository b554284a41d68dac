import { useTranslation } from 'react-i18next';
import type { DeferredProps } from '@/components/deferred-control';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { languages, rightToLeftLanguages, type Language } from '@/config/constants';
import { useLanguage } from '../hooks/use-language';
import { LanguageButton } from './language-button';

/** The ten languages, each named in itself, as a Radix dropdown menu of radio items. */
export default function LanguageMenu({ defaultOpen, autoFocus }: DeferredProps) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageButton autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={language} onValueChange={(value) => void setLanguage(value as Language)}>
          {languages.map(({ code, name }) => (
            // Marked with its own language, so that screen readers pronounce each name correctly.
            <DropdownMenuRadioItem
              key={code}
              value={code}
              lang={code}
              dir={rightToLeftLanguages.includes(code) ? 'rtl' : 'ltr'}
            >
              {name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
