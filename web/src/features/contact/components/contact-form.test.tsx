import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMailTexts } from '@/components/mail-forms/mail-texts';
import { toastStore } from '@/lib/toast-store';
import { componentSuite } from '@/test/component-suite';
import { fakeServer, json } from '@/test/fake-server';
import { ContactSection } from './contact-section';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const lastToast = () => toastStore.getSnapshot()[0];
/** Fills every required field with a valid value and sends. */
function sendFilledForm() {
  fill('Name *', 'Ada');
  fill('Email *', 'ada@example.com');
  fill('Subject *', 'Hello');
  fill('Message *', 'A question.');
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('the contact section', () => {
  componentSuite(() => loadMailTexts(['contact']));

  it('labels every field, says how soon an answer comes, and hides a honeypot from people', () => {
    fakeServer({ 'GET /api/mail/form-token': () => json(200, { token: 't' }) });
    render(<ContactSection />);
    for (const label of ['Name *', 'Email *', 'Subject *', 'Message *']) {
      expect(screen.getByLabelText(label).getAttribute('placeholder')).toBeTruthy();
    }
    expect(screen.getByText('I usually answer within 24–48 hours.')).toBeTruthy();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect([honeypot.tabIndex, honeypot.autocomplete]).toEqual([-1, 'off']);
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('refuses to send with a field missing, with the spec’s toast and no call', async () => {
    const server = fakeServer({ 'GET /api/mail/form-token': () => json(200, { token: 't' }) });
    render(<ContactSection />);
    fill('Name *', 'Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(lastToast()).toMatchObject({
      title: 'Missing Information',
      description: 'Please fill in all required fields.',
    });
    expect(screen.getByLabelText('Email *').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email *'));
    expect(server.called('POST', '/api/mail/contact')).toHaveLength(0);
  });

  it('sends with the token fetched when it appeared, then thanks the sender and empties the form', async () => {
    const server = fakeServer({
      'GET /api/mail/form-token': () => json(200, { token: 'shown-at' }),
      'POST /api/mail/contact': () => json(202, { received: true }),
    });
    render(<ContactSection />);
    // (An earlier test's form may still have been fetching its own token: counted from here.)
    await waitFor(() => expect(server.called('GET', '/api/mail/form-token').length).toBeGreaterThan(0));
    const fetched = server.called('GET', '/api/mail/form-token').length;
    sendFilledForm();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Message Sent!',
        description: "Thank you for your message. I'll get back to you soon.",
      }),
    );
    const [post] = server.called('POST', '/api/mail/contact');
    expect(JSON.parse(String(post!.init?.body))).toMatchObject({ formToken: 'shown-at', language: 'en' });
    expect(screen.getByLabelText('Message *')).toHaveProperty('value', '');
    // The next message gets a token of its own.
    await waitFor(() => expect(server.called('GET', '/api/mail/form-token')).toHaveLength(fetched + 1));
  });

  it('keeps the message and says so when it could not be delivered', async () => {
    fakeServer({
      'GET /api/mail/form-token': () => json(200, { token: 't' }),
      'POST /api/mail/contact': () => json(503, { code: 'service_unavailable', message: 'Down.' }),
    });
    render(<ContactSection />);
    sendFilledForm();
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: 'Message delivery failed',
        description: 'An error occurred while sending your message. Please try again later.',
      }),
    );
    expect(screen.getByLabelText('Message *')).toHaveProperty('value', 'A question.');
  });
});
