import { aiSettings, aiTaskKinds, type AiSettings, type AiTaskKind } from '@portfolio/contracts';

/** A task's route as typed: an empty provider is none. */
export interface RouteDraft {
  providerId: string;
  model: string;
  voice: string;
}

/** The settings as the form holds them: numbers as typed, the timeout in seconds. */
export interface SettingsDraft {
  routes: Record<AiTaskKind, RouteDraft>;
  inputPerMillion: string;
  outputPerMillion: string;
  monthlyBudgetUsd: string;
  requestsPerMinute: string;
  timeoutSeconds: string;
}

export function draftOf(settings: AiSettings): SettingsDraft {
  const routes = Object.fromEntries(
    aiTaskKinds.map((task) => {
      const route = settings.routes[task];
      return [task, { providerId: route?.providerId ?? '', model: route?.model ?? '', voice: route?.voice ?? '' }];
    }),
  ) as Record<AiTaskKind, RouteDraft>;
  return {
    routes,
    inputPerMillion: String(settings.prices.inputPerMillion),
    outputPerMillion: String(settings.prices.outputPerMillion),
    monthlyBudgetUsd: String(settings.limits.monthlyBudgetUsd),
    requestsPerMinute: String(settings.limits.requestsPerMinute),
    timeoutSeconds: String(settings.limits.timeoutMs / 1000),
  };
}

/** A number as typed (a decimal comma too); NaN when it is none, which the contract refuses. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The form's fields a contract path belongs to: `routes.speech.model` → `routes.speech`. */
export const fieldOf = (path: readonly PropertyKey[]) =>
  path[0] === 'routes' ? `routes.${String(path[1])}` : String(path[path.length - 1]);

/** The body the contract takes, or the form fields it refuses (as the server would, before any call). */
export function settingsOf(draft: SettingsDraft): { settings: AiSettings } | { invalid: Set<string> } {
  const routes = Object.fromEntries(
    aiTaskKinds.map((task) => {
      const { providerId, model, voice } = draft.routes[task];
      if (!providerId) return [task, null];
      return [task, { providerId, model, ...(task === 'speech' && voice.trim() ? { voice } : {}) }];
    }),
  );
  const parsed = aiSettings.safeParse({
    routes,
    prices: { inputPerMillion: numberOf(draft.inputPerMillion), outputPerMillion: numberOf(draft.outputPerMillion) },
    limits: {
      monthlyBudgetUsd: numberOf(draft.monthlyBudgetUsd),
      requestsPerMinute: numberOf(draft.requestsPerMinute),
      timeoutMs: Math.round(numberOf(draft.timeoutSeconds) * 1000),
    },
  });
  if (parsed.success) return { settings: parsed.data };
  return { invalid: new Set(parsed.error.issues.map((issue) => fieldOf(issue.path))) };
}
