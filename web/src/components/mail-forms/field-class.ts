/** The look of the mail forms' text fields (contact, newsletter), as the site's other inputs. */
export const fieldClass =
  'w-full rounded-md border border-border bg-background px-3 text-base outline-none placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive';
