import { Toaster as Sonner } from 'sonner';
import { stackedToasts } from '@/config/constants';

/** Sonner's stacked toaster at its own defaults (4000 ms, 3 visible, 14 px gap, 356 px wide, Alt+T). */
export function StackedToaster({ theme, label, dir }: { theme: 'light' | 'dark'; label: string; dir: 'ltr' | 'rtl' }) {
  return (
    <Sonner
      theme={theme}
      duration={stackedToasts.durationMs}
      visibleToasts={stackedToasts.visible}
      gap={stackedToasts.gapPx}
      hotkey={[...stackedToasts.hotkey]}
      containerAriaLabel={label}
      dir={dir}
    />
  );
}
