import { aiTaskKinds, defaultAiSettings, type AiSettings } from '@portfolio/contracts';
import { HttpError } from '@portfolio/kit';
import type { AiStore } from '../stores/ai-port.ts';

/** The settings as the admin API answers them (aiSettingsView). */
export interface AiSettingsView {
  settings: AiSettings;
  updatedAt: string | null;
}

export interface AiSettingsDeps {
  store: AiStore;
  now: () => Date;
  fromStore: <T>(work: () => Promise<T>) => Promise<T>;
  /** After each change of the routes (the speech task's choice may have changed with them). */
  changed?: () => Promise<void>;
}

/**
 * Which provider and model serve each task, the prices and the limits: the defaults until the first save; a save
 * replaces them whole once every provider it names exists.
 */
export function aiSettingsKeeper({ store, now, fromStore, changed }: AiSettingsDeps) {
  const current = async (): Promise<AiSettings> => (await store.settings())?.settings ?? defaultAiSettings;
  return {
    /** For the calls and jobs (their own store calls): the settings now. */
    current,
    async view(): Promise<AiSettingsView> {
      const record = await fromStore(() => store.settings());
      return { settings: record?.settings ?? defaultAiSettings, updatedAt: record?.updatedAt.toISOString() ?? null };
    },
    async save(settings: AiSettings): Promise<AiSettingsView> {
      const known = new Set((await fromStore(() => store.providers())).map((provider) => provider.id));
      const details = aiTaskKinds.flatMap((task) => {
        const route = settings.routes[task];
        return route && !known.has(route.providerId)
          ? [{ path: `body.routes.${task}.providerId`, message: 'names no provider' }]
          : [];
      });
      if (details.length > 0)
        throw new HttpError(400, 'validation_failed', 'The AI settings are not valid.', { details });
      const updatedAt = now();
      await fromStore(() => store.saveSettings({ settings, updatedAt }));
      await changed?.();
      return { settings, updatedAt: updatedAt.toISOString() };
    },
    /** The routes a removed provider served are left without one (speech goes back to the local engine). */
    async forget(providerId: string): Promise<void> {
      const record = await fromStore(() => store.settings());
      if (!record) return;
      const routes = { ...record.settings.routes };
      let touched = false;
      for (const task of aiTaskKinds) {
        if (routes[task]?.providerId === providerId) {
          routes[task] = null;
          touched = true;
        }
      }
      if (!touched) return;
      await fromStore(() => store.saveSettings({ settings: { ...record.settings, routes }, updatedAt: now() }));
      await changed?.();
    },
  };
}

export type AiSettingsKeeper = ReturnType<typeof aiSettingsKeeper>;
