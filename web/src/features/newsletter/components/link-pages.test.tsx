import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadMailTexts } from '@/components/mail-forms/mail-texts';
import { componentSuite } from '@/test/component-suite';
import { fakeServer, json } from '@/test/fake-server';
import { ConfirmPage } from './confirm-page';
import { UnsubscribePage } from './unsubscribe-page';

const show = (address: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/newsletter/confirm', element: <ConfirmPage /> },
          { path: '/newsletter/unsubscribe', element: <UnsubscribePage /> },
        ],
        { initialEntries: [address] },
      )}
    />,
  );
const expired = () => json(400, { code: 'invalid_token', message: 'The link has expired.' });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe("the newsletter mails' pages", () => {
  componentSuite(() => loadMailTexts(['newsletter']));

  it('confirm the signup as soon as the link opens, and say so', async () => {
    const server = fakeServer({ 'POST /api/mail/newsletter/confirm': () => json(200, { status: 'confirmed' }) });
    show('/newsletter/confirm?token=abc.def');
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeTruthy();
    expect(bodyOf(server.calls[0]!.init)).toEqual({ token: 'abc.def' });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it('offer the signup again for an expired or missing confirmation link', async () => {
    fakeServer({ 'POST /api/mail/newsletter/confirm': expired });
    show('/newsletter/confirm?token=old');
    expect(await screen.findByRole('heading', { name: 'This link is invalid or has expired' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    cleanup();
    const server = fakeServer();
    show('/newsletter/confirm');
    expect(await screen.findByRole('heading', { name: 'This link is invalid or has expired' })).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('offer another try when the service could not be reached', async () => {
    let down = true;
    fakeServer({
      'POST /api/mail/newsletter/confirm': () =>
        down ? json(503, { code: 'service_unavailable', message: 'Down.' }) : json(200, { status: 'confirmed' }),
    });
    show('/newsletter/confirm?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    down = false;
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeTruthy();
  });

  it('unsubscribe with one press of the button, not on opening', async () => {
    const server = fakeServer({
      'POST /api/mail/newsletter/unsubscribe': () => json(200, { status: 'unsubscribed' }),
    });
    show('/newsletter/unsubscribe?token=xyz');
    expect(screen.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeTruthy();
    expect(server.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(bodyOf(server.calls[0]!.init)).toEqual({ token: 'xyz' });
  });

  it('say an unsubscribe link is invalid when the service refuses its token', async () => {
    fakeServer({ 'POST /api/mail/newsletter/unsubscribe': expired });
    show('/newsletter/unsubscribe?token=forged');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'This link is invalid or has expired' })).toBeTruthy();
  });
});
