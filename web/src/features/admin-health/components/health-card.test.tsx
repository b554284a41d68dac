import type { HealthReport, ServiceName } from '@portfolio/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadNamespaces, registerTexts } from '@/lib/i18n';
import { adminTexts } from '@/locales/admin-texts';
import { componentSuite } from '@/test/component-suite';
import { fakeServer, json } from '@/test/fake-server';
import { HealthCard } from './health-card';

const report: HealthReport = {
  checkedAt: '2026-11-24T10:00:00.000Z',
  services: [
    { service: 'auth', state: 'ready', reasons: [], spool: null, jobs: null },
    {
      service: 'analytics',
      state: 'degraded',
      reasons: [
        { kind: 'store-unreachable', check: 'analytics' },
        { kind: 'spool-backlog', pendingBytes: 2_500_000 },
      ],
      spool: { pendingBytes: 2_500_000, pendingSegments: 3, droppedRecords: 0 },
      jobs: null,
    },
    {
      service: 'logs',
      state: 'ready',
      reasons: [],
      spool: { pendingBytes: 0, pendingSegments: 0, droppedRecords: 0 },
      jobs: null,
    },
    {
      service: 'content',
      state: 'degraded',
      reasons: [{ kind: 'check-failing', check: 'sqlite' }],
      spool: null,
      jobs: { depth: 2, oldestAgeSeconds: 30, failed: 3 },
    },
    { service: 'mail', state: 'down', reasons: [{ kind: 'no-answer' }], spool: null, jobs: null },
  ],
  disk: { freeBytes: 41_700_000_000, totalBytes: 100_000_000_000, freePercent: 41.7, low: false },
  lastBackup: { at: '2026-11-23T03:00:00.000Z', file: 'portfolio-backup-2026-11-23T03-00-00.000Z.tar.gz' },
};

function renderCard(body: HealthReport) {
  fakeServer({ 'GET /api/admin/health': () => json(200, body) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HealthCard logsLinkOf={(service: ServiceName) => `/admin/logs?source=${service}`} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const rowOf = (service: string) => screen.getByRole('rowheader', { name: service }).closest('tr')!;

describe('the health card', () => {
  componentSuite(async () => {
    registerTexts(adminTexts);
    await loadNamespaces(['admin']);
  });

  it('tells each service’s state in words with its reasons, backlog and failed jobs, and links to its logs', async () => {
    renderCard(report);
    await screen.findByRole('table', { name: /Each service's state/ });
    const analytics = within(rowOf('analytics'));
    expect(analytics.getByText('Degraded')).toBeTruthy();
    expect(analytics.getByText('Store unreachable (analytics): records wait in the spool')).toBeTruthy();
    expect(analytics.getByText('2.5 MB waiting in the spool')).toBeTruthy();
    expect(within(rowOf('content')).getByText('Check failing: sqlite')).toBeTruthy();
    expect(within(rowOf('content')).getAllByRole('cell')[2]!.textContent).toBe('3');
    expect(within(rowOf('mail')).getByText('Down')).toBeTruthy();
    expect(within(rowOf('mail')).getByText('No answer')).toBeTruthy();
    expect(within(rowOf('auth')).getByText('Ready')).toBeTruthy();
    expect(within(rowOf('auth')).queryByRole('list')).toBeNull();
    const link = screen.getByRole('link', { name: 'content logs' });
    expect(link.getAttribute('href')).toBe('/admin/logs?source=content');
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.getByText('41.7 GB free (41.7%)')).toBeTruthy();
    expect(screen.getByText(/Nov 23, 2026/)).toBeTruthy();
  });

  it('says when there is no backup yet and the disk runs low', async () => {
    renderCard({ ...report, lastBackup: null, disk: { freeBytes: 2e9, totalBytes: 1e11, freePercent: 2, low: true } });
    expect(await screen.findByText('No backup yet')).toBeTruthy();
    expect(screen.getByText('(running low)')).toBeTruthy();
  });
});
