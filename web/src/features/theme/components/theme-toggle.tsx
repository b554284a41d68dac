import { DeferredControl } from '@/components/deferred-control';
import { ThemeButton } from './theme-button';

const load = () => import('./theme-menu');

export function ThemeToggle() {
  return <DeferredControl load={load} props={{}} placeholder={(handlers) => <ThemeButton {...handlers} />} />;
}
