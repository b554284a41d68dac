import { DeferredControl } from '@/components/deferred-control';
import { LanguageButton } from './language-button';

const load = () => import('./language-menu');

export function LanguageSwitcher() {
  return <DeferredControl load={load} props={{}} placeholder={(handlers) => <LanguageButton {...handlers} />} />;
}
