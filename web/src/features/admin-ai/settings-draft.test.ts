import { describe, expect, it } from 'vitest';
import { defaultAiSettings } from '@portfolio/contracts';
import { draftOf, fieldOf, settingsOf } from './settings-draft';

const providerId = 'provider-0001';

describe('the AI settings form', () => {
  it('reads the settings as typed text, the timeout in seconds, and gives them back unchanged', () => {
    const draft = draftOf(defaultAiSettings);
    expect(draft).toMatchObject({ timeoutSeconds: '60', requestsPerMinute: '20', monthlyBudgetUsd: '10' });
    expect(draft.routes.translation).toEqual({ providerId: '', model: '', voice: '' });
    expect(settingsOf(draft)).toEqual({ settings: defaultAiSettings });
  });

  it('sends a route with a provider, its voice for speech alone, and numbers with a decimal comma', () => {
    const draft = draftOf(defaultAiSettings);
    draft.routes.translation = { providerId, model: ' gpt-4o ', voice: 'ignored' };
    draft.routes.speech = { providerId, model: 'tts-1', voice: 'alloy' };
    draft.inputPerMillion = '2,5';
    draft.timeoutSeconds = '1.5';
    const checked = settingsOf(draft);
    expect('settings' in checked && checked.settings).toMatchObject({
      routes: { translation: { providerId, model: 'gpt-4o' }, speech: { providerId, model: 'tts-1', voice: 'alloy' } },
      prices: { inputPerMillion: 2.5 },
      limits: { timeoutMs: 1500 },
    });
    expect('settings' in checked && checked.settings.routes.translation).not.toHaveProperty('voice');
  });

  it('names the fields the contract refuses: a route without a model, empty or out-of-range numbers', () => {
    const draft = draftOf(defaultAiSettings);
    draft.routes.suggestions = { providerId, model: '', voice: '' };
    draft.outputPerMillion = '';
    draft.requestsPerMinute = '2.5';
    draft.timeoutSeconds = '0.5';
    draft.monthlyBudgetUsd = '100001';
    expect(settingsOf(draft)).toEqual({
      invalid: new Set([
        'routes.suggestions',
        'outputPerMillion',
        'requestsPerMinute',
        'timeoutMs',
        'monthlyBudgetUsd',
      ]),
    });
    expect(fieldOf(['routes', 'speech', 'voice'])).toBe('routes.speech');
    expect(fieldOf(['limits', 'timeoutMs'])).toBe('timeoutMs');
  });
});
