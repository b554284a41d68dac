import { siteContentLimits, type SiteContentAdmin } from '@portfolio/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { savePerson } from '../api/save-person';
import { DraftFields, TextField } from './draft-fields';

/** The person's name, the same in every language: saved into the draft on its own, published with any language. */
export function PersonForm({
  admin,
  onSaved,
}: {
  admin: SiteContentAdmin;
  onSaved: (admin: SiteContentAdmin) => void;
}) {
  const { t } = useTranslation('admin-content');
  const [name, setName] = useState(admin.draft.personName);
  const [refused, setRefused] = useState(false);
  const save = useMutation({
    mutationFn: () => savePerson(name, admin.revision),
    onSuccess: (next) => {
      onSaved(next);
      toast({ title: t('person.saved') });
    },
    onError: (error) =>
      error instanceof ApiError && error.status === 400
        ? setRefused(true)
        : toast({
            variant: 'destructive',
            title: t(error instanceof ApiError && error.status === 409 ? 'errors.conflict' : 'actions.saveFailed'),
          }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = name.trim() === '';
    setRefused(blank);
    if (!blank) save.mutate();
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="content-person-title"
      className="grid gap-3 rounded-lg border bg-card p-4"
    >
      <div>
        <h2 id="content-person-title" className="text-xl font-semibold">
          {t('person.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('person.intro')}</p>
      </div>
      <DraftFields.Provider
        value={{ idPrefix: 'person', errors: new Map(refused ? [['personName', 'required']] : []) }}
      >
        <TextField
          path="personName"
          label={t('person.name')}
          value={name}
          max={siteContentLimits.shortText}
          onChange={setName}
        />
      </DraftFields.Provider>
      <Button type="submit" className="justify-self-start" disabled={save.isPending || name === admin.draft.personName}>
        {t('person.save')}
      </Button>
    </form>
  );
}
