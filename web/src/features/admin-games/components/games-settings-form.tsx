import { snakeSpeeds, type GamesSettingsView } from '@portfolio/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '@/components/form-field';
import { SettingsForm } from '@/components/settings-form';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useAdminFormat } from '@/lib/use-admin-format';
import { gamesSettingsQuery, saveGamesSettings } from '../api/games-settings';
import { draftOf, invalidFields, settingsOf, sizeFields, type SizeField } from '../settings-draft';
import { GameOrderList } from './game-order-list';

/** Each game's own settings, in the games' usual order, each with its fields. */
const sections = [
  { game: 'snake', sizes: ['snake.boardSize'] },
  { game: '2048', sizes: ['2048.boardSize'] },
  { game: 'memory', sizes: ['memory.pairs'] },
] as const;
const sizeLabel = { 'snake.boardSize': 'boardSize', '2048.boardSize': 'boardSize', 'memory.pairs': 'pairs' } as const;

/**
 * The games settings as one form: the list (order, shown, leaderboard) and each game's settings, saved together
 * (the server takes them as a whole). What the page or the server refuses is shown on its field.
 */
export function GamesSettingsForm({ view }: { view: GamesSettingsView }) {
  const { t } = useTranslation('admin-games');
  const format = useAdminFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(view.settings));
  const [invalid, setInvalid] = useState<Set<string>>(new Set());

  const save = useMutation({
    mutationFn: saveGamesSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(gamesSettingsQuery().queryKey, saved);
      toast({ title: t('settings.saved') });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.details?.length) {
        setInvalid(invalidFields(error.details));
      } else {
        toast({ variant: 'destructive', title: t('settings.saveFailed') });
      }
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = settingsOf(draft);
    if ('invalid' in checked) return setInvalid(checked.invalid);
    setInvalid(new Set());
    save.mutate(checked.settings);
  };
  const setSize = (field: SizeField, value: string) =>
    setDraft((d) => ({ ...d, sizes: { ...d.sizes, [field]: value.replace(/\D/g, '') } }));
  const sizeInput = (field: SizeField) => {
    const limits = sizeFields[field];
    return (
      <Field
        key={field}
        id={`${id}-${field}`}
        label={t(`settings.${sizeLabel[field]}`)}
        hint={t('settings.limits', limits)}
        error={invalid.has(field) ? t('settings.errors.size', limits) : undefined}
      >
        <input
          name={field}
          inputMode="numeric"
          dir="ltr"
          maxLength={2}
          value={draft.sizes[field]}
          onChange={(event) => setSize(field, event.target.value)}
          className={inputClass}
        />
      </Field>
    );
  };
  const listError = invalid.has('games') ? 'games' : invalid.has('form') ? 'form' : undefined;

  return (
    <SettingsForm
      id={id}
      title={t('settings.title')}
      intro={t('settings.intro')}
      saved={
        view.updatedAt ? t('settings.lastSaved', { date: format.moment(view.updatedAt) }) : t('settings.neverSaved')
      }
      formError={listError && t(`settings.errors.${listError}`)}
      pending={save.isPending}
      labels={{ save: t('settings.save'), saving: t('settings.saving') }}
      onSubmit={submit}
    >
      <GameOrderList games={draft.games} onChange={(games) => setDraft((d) => ({ ...d, games }))} idPrefix={id} />
      <div className="grid gap-4 md:grid-cols-3">
        {sections.map(({ game, sizes }) => (
          <fieldset key={game} className="grid content-start gap-4 rounded-md border p-3">
            <legend className="px-1 font-semibold">{t(`names.${game}`)}</legend>
            {game === 'snake' && (
              <Field id={`${id}-speed`} label={t('settings.speed')}>
                <select
                  name="snake.speed"
                  value={draft.snakeSpeed}
                  onChange={(event) =>
                    setDraft((d) => ({ ...d, snakeSpeed: event.target.value as (typeof snakeSpeeds)[number] }))
                  }
                  className={inputClass}
                >
                  {snakeSpeeds.map((speed) => (
                    <option key={speed} value={speed}>
                      {t(`settings.speed_${speed}`)}
                    </option>
                  ))}
                </select>
              </Field>
            )}
            {sizes.map(sizeInput)}
          </fieldset>
        ))}
      </div>
    </SettingsForm>
  );
}
