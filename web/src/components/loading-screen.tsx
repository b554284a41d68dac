import { fixedTexts } from '@/config/fixed-texts';

/** The lazy-loading fallback (spec §2), the same text index.html shows before the app starts. */
export function LoadingScreen() {
  return (
    <p role="status" lang={fixedTexts.language} className="grid min-h-[60vh] place-items-center text-muted-foreground">
      {fixedTexts.loading}
    </p>
  );
}
