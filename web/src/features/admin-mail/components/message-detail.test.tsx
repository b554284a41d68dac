import type { ContactMessage } from '@portfolio/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadNamespaces, registerTexts } from '@/lib/i18n';
import { adminTexts } from '@/locales/admin-texts';
import { componentSuite } from '@/test/component-suite';
import { fakeServer, json } from '@/test/fake-server';
import { MessageDetail } from './message-detail';

const message: ContactMessage = {
  id: 'm1',
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'A talk in Lyon',
  message: 'Would you speak?\n<img src=x onerror=alert(1)>',
  language: 'fr',
  receivedAt: '2026-11-24T08:00:00.000Z',
  read: false,
  archived: false,
  notification: 'sent',
  repliedAt: null,
};

/** The message service as far as one message goes: it keeps what the page changes. */
function messageServer() {
  let stored = message;
  const patches: unknown[] = [];
  const server = fakeServer({
    'GET /api/admin/mail/messages/m1': () => json(200, stored),
    'PATCH /api/admin/mail/messages/m1': (init) => {
      const patch = JSON.parse(String(init?.body)) as Partial<ContactMessage>;
      patches.push(patch);
      stored = { ...stored, ...patch };
      return json(200, stored);
    },
    'POST /api/admin/mail/messages/m1/reply': (init) => {
      stored = { ...stored, repliedAt: '2026-11-24T09:00:00.000Z' };
      const { subject } = JSON.parse(String(init?.body)) as { subject: string };
      return subject.includes('fail')
        ? json(200, { delivery: { ok: false, reason: 'not_configured' }, message: stored })
        : json(200, { delivery: { ok: true }, message: stored });
    },
  });
  return { server, patches };
}

function renderDetail() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MessageDetail id="m1" backLink="/admin/inbox" onDeleted={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a contact message', () => {
  componentSuite(async () => {
    registerTexts(adminTexts);
    await loadNamespaces(['admin', 'admin-mail']);
  });

  it('is marked read once on opening, and stays unread when marked so by hand', async () => {
    const { patches } = messageServer();
    renderDetail();
    await screen.findByRole('heading', { name: 'A talk in Lyon' });
    // A visitor's text is shown as text, never as markup.
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    await screen.findByRole('button', { name: 'Mark as unread' });
    expect(patches).toEqual([{ read: true }]);

    fireEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await screen.findByRole('button', { name: 'Mark as read' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patches).toEqual([{ read: true }, { read: false }]);
  });

  it('prefills the reply’s subject, and says why a reply did not leave', async () => {
    const { server } = messageServer();
    renderDetail();
    const subject = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Subject' });
    expect(subject.value).toBe('Re: A talk in Lyon');
    fireEvent.change(subject, { target: { value: 'Re: fail' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your answer' }), { target: { value: 'Yes.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the reply' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Mail is not set up yet: save the SMTP settings first.');
    // Not sent: what was written stays, to send again once SMTP works.
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your answer' }).value).toBe('Yes.');
    expect(server.called('POST', '/api/admin/mail/messages/m1/reply')).toHaveLength(1);
  });

  it('asks before deleting, and deletes nothing when cancelled', async () => {
    const { server } = messageServer();
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    expect(dialog.textContent).toContain('The message from Ada will be deleted for good.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.called('DELETE', '/api/admin/mail/messages/m1')).toHaveLength(0);
  });
});
