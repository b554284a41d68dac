export { ControlField as Field } from '@/components/form-field';

/** An error's words, readable on both themes (the destructive red is a background colour). */
export const errorText = 'text-sm text-red-700 dark:text-red-300';

export const inputClass =
  'w-full rounded-md border border-border bg-background px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';
