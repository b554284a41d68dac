import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/lib/toast-store';
import { componentSuite } from '@/test/component-suite';
import { fakeServer, json } from '@/test/fake-server';
import { loadMailTexts } from './mail-texts';
import { NewsletterSignup } from './newsletter-signup';

const show = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path, element: <NewsletterSignup /> }], { initialEntries: [path] })}
    />,
  );
const lastToast = () => toastStore.getSnapshot()[0];

describe('the newsletter signup', () => {
  componentSuite(() => loadMailTexts(['newsletter']));

  it('asks for a valid address before any call', () => {
    const server = fakeServer();
    show('/blog');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(lastToast()).toMatchObject({
      title: 'Email required',
      description: 'Please provide a valid email address to receive our updates.',
    });
    expect(server.calls).toHaveLength(0);
  });

  it('signs up in the interface language from the page it is on, then asks to confirm from the inbox', async () => {
    const server = fakeServer({
      'POST /api/mail/newsletter/subscribe': () => json(202, { status: 'check_inbox' }),
    });
    show('/blog');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@example.com ' } });
    fireEvent.change(screen.getByLabelText('First name (optional)'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const thanks = await screen.findByText('Thanks! Please check your inbox to confirm your subscription.');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    expect(lastToast()).toMatchObject({
      title: 'Welcome to the newsletter!',
      description: "You'll soon receive our latest articles and insights.",
    });
    const [call] = server.called('POST', '/api/mail/newsletter/subscribe');
    expect(JSON.parse(String(call!.init?.body))).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      language: 'en',
      source: '/blog',
    });
  });

  it('says the subscription failed when the service refuses or is down', async () => {
    fakeServer({
      'POST /api/mail/newsletter/subscribe': () => json(429, { code: 'too_many_requests', message: 'Slow down.' }),
    });
    show('/');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: 'Subscription failed',
        description: 'Please try again in a few moments.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });
});
