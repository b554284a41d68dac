import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/components/icons';
import { Button, type ButtonProps } from '@/components/ui/button';

/** The small-screen menu's trigger, also shown on its own while the menu's code loads. */
export function MenuButton(props: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="lg:hidden"
      aria-haspopup="dialog"
      aria-label={t('a11y.openMenu')}
      {...props}
    >
      <MenuIcon />
    </Button>
  );
}
