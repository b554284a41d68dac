import { ConfirmPage } from '@/features/newsletter/components/confirm-page';

/** `/newsletter/confirm?token=`: the confirmation mail's link (its texts are loaded by the router's entry). */
export function Component() {
  return <ConfirmPage />;
}
