import { UnsubscribePage } from '@/features/newsletter/components/unsubscribe-page';

/** `/newsletter/unsubscribe?token=`: every newsletter mail's unsubscribe link (texts loaded by the router's entry). */
export function Component() {
  return <UnsubscribePage />;
}
