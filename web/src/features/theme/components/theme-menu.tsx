import { useTranslation } from 'react-i18next';
import type { DeferredProps } from '@/components/deferred-control';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/icons';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { themes, type Theme } from '@/config/constants';
import { useTheme } from '../hooks/use-theme';
import { ThemeButton } from './theme-button';

const icons = { light: SunIcon, dark: MoonIcon, system: MonitorIcon } as const;

/** Light, dark or system, as a Radix dropdown menu of radio items. */
export default function ThemeMenu({ defaultOpen, autoFocus }: DeferredProps) {
  const { t } = useTranslation();
  const { theme, setTheme } = useTheme();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ThemeButton autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t('themeToggle.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
          {themes.map((option) => {
            const OptionIcon = icons[option];
            return (
              <DropdownMenuRadioItem key={option} value={option}>
                <OptionIcon className="size-4" />
                {t(`themeToggle.${option}`)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
