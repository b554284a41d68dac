import type { SmtpSettings } from '@portfolio/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadNamespaces, registerTexts } from '@/lib/i18n';
import { adminTexts } from '@/locales/admin-texts';
import { componentSuite } from '@/test/component-suite';
import { fakeServer, json } from '@/test/fake-server';
import { SmtpForm } from './smtp-form';

const saved: SmtpSettings = {
  configured: true,
  host: 'smtp.example.com',
  port: 587,
  security: 'starttls',
  user: 'site',
  passwordSet: true,
  fromName: 'Site',
  fromAddress: 'site@example.com',
  replyTo: '',
  notifyAddress: '',
  updatedAt: '2026-11-24T08:00:00.000Z',
};

function renderForm(settings = saved) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SmtpForm settings={settings} />
    </QueryClientProvider>,
  );
}
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('the SMTP form', () => {
  componentSuite(async () => {
    registerTexts(adminTexts);
    await loadNamespaces(['admin', 'admin-mail']);
  });

  it('shows the saved settings, never a password, and sends an empty one to keep the kept one', async () => {
    const server = fakeServer({ 'PUT /api/admin/mail/smtp': () => json(200, saved) });
    renderForm();
    expect(field('Host').value).toBe('smtp.example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(screen.getByText('A password is kept: leave empty to keep it, or type a new one.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.called('PUT', '/api/admin/mail/smtp')).toHaveLength(1));
    expect(bodyOf(server.calls[0]!.init)).toMatchObject({ host: 'smtp.example.com', port: 587, password: '' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Remove the kept password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(server.called('PUT', '/api/admin/mail/smtp')).toHaveLength(2));
    expect(bodyOf(server.calls[1]!.init)).toMatchObject({ clearPassword: true, password: '' });
  });

  it('shows on its field what the contract refuses, without a call', () => {
    const server = fakeServer();
    renderForm();
    fireEvent.change(field('Sender address'), { target: { value: 'not an address' } });
    fireEvent.change(field('Port'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const address = field('Sender address');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a valid email address to send from.',
    );
    expect(screen.getByText('Enter a port between 1 and 65535.')).toBeTruthy();
    expect(field('Sender name').getAttribute('aria-invalid')).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('shows on its field what the server refuses', async () => {
    fakeServer({
      'PUT /api/admin/mail/smtp': () =>
        json(400, { code: 'validation_failed', message: 'Invalid', details: [{ path: 'body.host', message: 'x' }] }),
    });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter the server’s name, for example smtp.example.com.');
    expect(field('Host').getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['auth', 'The mail server refused the user name or the password.'],
    ['certificate', 'The mail server’s certificate is not trusted or does not match its name.'],
    ['timeout', 'The mail server did not answer in time.'],
    ['relay', 'The mail server refused to deliver to this address (relay refused).'],
  ])('says why a check failed (%s) in words, with the server’s own line', async (reason, text) => {
    fakeServer({
      'POST /api/admin/mail/smtp/check': () => json(200, { ok: false, reason, detail: '535 5.7.8 Nope' }),
    });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Check connection' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(text);
    expect(alert.textContent).toContain('The server said: 535 5.7.8 Nope');
  });
});
