import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '@/components/icons';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useTheme } from '../hooks/use-theme';

/** The theme menu's trigger, also shown on its own while the menu's code loads. */
export function ThemeButton(props: ButtonProps) {
  const { t } = useTranslation();
  const { theme, resolved } = useTheme();
  const Icon = resolved === 'dark' ? MoonIcon : SunIcon;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-haspopup="menu"
      aria-label={`${t('themeToggle.label')}: ${t(`themeToggle.${theme}`)}`}
      {...props}
    >
      <Icon />
    </Button>
  );
}
