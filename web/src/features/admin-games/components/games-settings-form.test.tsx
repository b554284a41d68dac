import { defaultGamesSettings, type GamesSettingsView } from '@portfolio/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadNamespaces, registerTexts } from '@/lib/i18n';
import { adminTexts } from '@/locales/admin-texts';
import { componentSuite } from '@/test/component-suite';
import { fakeServer, json } from '@/test/fake-server';
import { GamesSettingsForm } from './games-settings-form';

const saved: GamesSettingsView = { settings: defaultGamesSettings, updatedAt: null };
const path = 'PUT /api/admin/content/games';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <GamesSettingsForm view={saved} />
    </QueryClientProvider>,
  );
}
/** A game's row in the list comes first, its settings' group last. */
const group = (name: string) => screen.getAllByRole('group', { name })[0]!;
const sizeField = (label: string, game: string) =>
  within(screen.getAllByRole('group', { name: game }).at(-1)!).getByRole<HTMLInputElement>('textbox', { name: label });
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as typeof defaultGamesSettings;

describe('the games settings form', () => {
  componentSuite(async () => {
    registerTexts(adminTexts);
    await loadNamespaces(['admin', 'admin-games']);
  });

  it('saves the games in the order and with the switches on screen, the move said in words', async () => {
    const server = fakeServer({ [path]: () => json(200, { ...saved, updatedAt: '2026-11-24T08:00:00.000Z' }) });
    renderForm();
    const up = screen.getByRole('button', { name: 'Move 2048 up' });
    fireEvent.click(up);
    expect(screen.getByRole('status').textContent).toBe('2048 is now at position 1 of 3.');
    // At the top, its up button is off: the focus is on the other one.
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Move 2048 down'));
    fireEvent.click(within(group('Snake')).getByRole('switch', { name: 'Shown on /games' }));
    fireEvent.click(within(group('Memory')).getByRole('switch', { name: 'Public leaderboard' }));
    fireEvent.change(sizeField('Pairs of cards', 'Memory'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.called('PUT', '/api/admin/content/games')).toHaveLength(1));
    expect(bodyOf(server.calls[0]!.init)).toEqual({
      ...defaultGamesSettings,
      games: [
        { id: '2048', visible: true, leaderboard: false },
        { id: 'snake', visible: false, leaderboard: false },
        { id: 'memory', visible: true, leaderboard: true },
      ],
      memory: { pairs: 12 },
    });
  });

  it('refuses a size out of its limits on its field, without a call', () => {
    const server = fakeServer();
    renderForm();
    const pairs = sizeField('Pairs of cards', 'Memory');
    fireEvent.change(pairs, { target: { value: '13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(pairs.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole number from 4 to 12.')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it("shows the server's refusals: a size on its field, the list above the form", async () => {
    fakeServer({
      [path]: () =>
        json(400, {
          code: 'invalid_request',
          message: 'Invalid',
          details: [
            { path: 'body.2048.boardSize', message: 'x' },
            { path: 'body.games', message: 'every game once' },
          ],
        }),
    });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Every game must appear exactly once: reload the page and try again.');
    expect(sizeField('Board size (cells on a side)', '2048').getAttribute('aria-invalid')).toBe('true');
    expect(sizeField('Board size (cells on a side)', 'Snake').getAttribute('aria-invalid')).toBeNull();
  });
});
