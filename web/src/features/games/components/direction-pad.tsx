import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Direction } from '@portfolio/contracts';

const layout = [
  { direction: 'up', Icon: ChevronUp, cell: 'col-start-2 row-start-1' },
  { direction: 'left', Icon: ChevronLeft, cell: 'col-start-1 row-start-2' },
  { direction: 'right', Icon: ChevronRight, cell: 'col-start-3 row-start-2' },
  { direction: 'down', Icon: ChevronDown, cell: 'col-start-2 row-start-3' },
] as const;

/** On-screen directions for touch screens (and anyone who prefers buttons); physical, so never mirrored. */
export function DirectionPad({ onDirection }: { onDirection: (direction: Direction) => void }) {
  const { t } = useTranslation('games');
  return (
    <div role="group" aria-label={t('games.directions')} dir="ltr" className="grid grid-cols-3 grid-rows-3 gap-1">
      {layout.map(({ direction, Icon, cell }) => (
        <Button
          key={direction}
          variant="outline"
          size="icon"
          className={cell}
          aria-label={t(`games.${direction}`)}
          onClick={() => onDirection(direction)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  );
}
